import type { CollectionConfig } from 'payload'

import { nobody, supportAdminHidden } from '@/access'
import { ofMemberOrganisationsOrSupport } from '@/control/shared/access'
import { organisationRoles } from '@/control/shared/roles'

import { activityActions } from './activity'

const actionLabels: Record<(typeof activityActions)[number], { en: string; de: string }> = {
  launched: { en: 'Engine launched', de: 'Engine gestartet' },
  retried: { en: 'Launch retried', de: 'Start wiederholt' },
  deleted: { en: 'Engine deleted', de: 'Engine gelöscht' },
  invited: { en: 'Member invited', de: 'Mitglied eingeladen' },
  invitationRevoked: { en: 'Invitation revoked', de: 'Einladung zurückgezogen' },
  invitationResent: { en: 'Invitation sent again', de: 'Einladung erneut gesendet' },
  joined: { en: 'Member joined', de: 'Mitglied beigetreten' },
  removed: { en: 'Member removed', de: 'Mitglied entfernt' },
  roleChanged: { en: 'Role changed', de: 'Rolle geändert' },
  ownershipTransferred: { en: 'Ownership transferred', de: 'Inhaberschaft übertragen' },
  left: { en: 'Member left', de: 'Mitglied ausgetreten' },
  apiTokenCreated: { en: 'API token created', de: 'API-Token erstellt' },
  apiTokenRevoked: { en: 'API token revoked', de: 'API-Token widerrufen' },
  apiTokenUsed: { en: 'API token used', de: 'API-Token verwendet' },
}

const roleLabels = {
  owner: { en: 'Owner', de: 'Inhaber' },
  admin: { en: 'Admin', de: 'Admin' },
  member: { en: 'Member', de: 'Mitglied' },
}

/**
 * The activity log of organisations (src/control/team/activity.ts writes it). Members of the
 * organisation, support and admins read it; nobody writes it through REST or GraphQL.
 */
export const Activity: CollectionConfig = {
  slug: 'activity',
  labels: {
    singular: { en: 'Activity entry', de: 'Aktivitätseintrag' },
    plural: { en: 'Activity', de: 'Aktivitäten' },
  },
  admin: {
    hidden: supportAdminHidden,
    group: { en: 'Hosting', de: 'Hosting' },
    defaultColumns: ['organisation', 'action', 'subject', 'createdAt'],
  },
  access: { read: ofMemberOrganisationsOrSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'organisation',
      label: { en: 'Organisation', de: 'Organisation' },
      type: 'relationship',
      relationTo: 'organisations',
      required: true,
      index: true,
    },
    {
      name: 'action',
      label: { en: 'Action', de: 'Aktion' },
      type: 'select',
      required: true,
      options: activityActions.map((value) => ({ value, label: actionLabels[value] })),
    },
    {
      name: 'actorCustomer',
      label: { en: 'By customer', de: 'Durch Kunde' },
      type: 'relationship',
      relationTo: 'customers',
      index: true,
    },
    {
      name: 'actorStaff',
      label: { en: 'By staff', de: 'Durch Mitarbeitende' },
      type: 'relationship',
      relationTo: 'users',
    },
    {
      name: 'actorToken',
      label: { en: 'By API token', de: 'Durch API-Token' },
      type: 'relationship',
      relationTo: 'api-tokens',
    },
    { name: 'subject', label: { en: 'Subject', de: 'Betrifft' }, type: 'text' },
    {
      name: 'subjectCustomer',
      label: { en: 'Member concerned', de: 'Betroffenes Mitglied' },
      type: 'relationship',
      relationTo: 'customers',
      index: true,
    },
    {
      name: 'subjectInstance',
      label: { en: 'Engine concerned', de: 'Betroffene Engine' },
      type: 'relationship',
      relationTo: 'engine-instances',
    },
    {
      name: 'role',
      label: { en: 'New role', de: 'Neue Rolle' },
      type: 'select',
      options: organisationRoles.map((value) => ({ value, label: roleLabels[value] })),
    },
  ],
}
