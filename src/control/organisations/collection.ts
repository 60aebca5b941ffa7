import { APIError, type CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, isCustomerUser, supportAdminHidden } from '@/access'
import { notExported } from '@/access/notExported'
import {
  customerOrAdmin,
  memberOrSupport,
  organisationManagersOrSupport,
  ownerOrAdmin,
} from '@/control/shared/access'
import { ownershipProblem } from '@/control/shared/roles'
import { assertOrganisationQuota } from '@/control/trial'
import { relationId } from '@/utilities/ids'

/**
 * Organisations of the control area. Members (owner, admins, members) and invitations change only
 * through the server (operations.ts of src/control/organisations/ and src/control/team/) or staff;
 * a customer reads the organisations they belong to and renames those they own. There is always
 * exactly one owner.
 */
export const Organisations: CollectionConfig = {
  slug: 'organisations',
  labels: {
    singular: { en: 'Organisation', de: 'Organisation' },
    plural: { en: 'Organisations', de: 'Organisationen' },
  },
  admin: {
    hidden: supportAdminHidden,
    useAsTitle: 'name',
    group: { en: 'Hosting', de: 'Hosting' },
    defaultColumns: ['name', 'owner', 'createdAt'],
  },
  access: {
    read: memberOrSupport,
    create: customerOrAdmin,
    // An owner renames (the only field they may set); support reads only.
    update: ownerOrAdmin,
    // Deleting would orphan engine instances: admins only.
    delete: adminOnly,
  },
  fields: [
    {
      name: 'name',
      label: { en: 'Name', de: 'Name' },
      type: 'text',
      required: true,
      minLength: 2,
      maxLength: 80,
    },
    {
      name: 'owner',
      label: { en: 'Owner', de: 'Inhaber' },
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'members',
      label: { en: 'Members', de: 'Mitglieder' },
      labels: {
        singular: { en: 'Member', de: 'Mitglied' },
        plural: { en: 'Members', de: 'Mitglieder' },
      },
      type: 'array',
      access: { create: adminOnlyField, update: adminOnlyField },
      fields: [
        {
          name: 'customer',
          label: { en: 'Customer', de: 'Kunde' },
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
        },
        {
          name: 'role',
          label: { en: 'Role', de: 'Rolle' },
          type: 'select',
          required: true,
          defaultValue: 'member',
          options: [
            { label: { en: 'Owner', de: 'Inhaber' }, value: 'owner' },
            { label: { en: 'Admin', de: 'Admin' }, value: 'admin' },
            { label: { en: 'Member', de: 'Mitglied' }, value: 'member' },
          ],
        },
      ],
    },
    {
      name: 'invitations',
      label: { en: 'Invitations', de: 'Einladungen' },
      labels: {
        singular: { en: 'Invitation', de: 'Einladung' },
        plural: { en: 'Invitations', de: 'Einladungen' },
      },
      type: 'array',
      admin: { readOnly: true },
      // Who was invited is for the organisation's owner and admins (the team page shows it to
      // them only), support and admins; plain members see the members, not the invitees.
      access: {
        read: organisationManagersOrSupport,
        create: adminOnlyField,
        update: adminOnlyField,
      },
      fields: [
        { name: 'email', label: { en: 'E-mail', de: 'E-Mail' }, type: 'email', required: true },
        // SHA-256 of the token sent by e-mail; the token itself is never stored.
        {
          name: 'tokenHash',
          type: 'text',
          required: true,
          hidden: true,
          index: true,
          custom: notExported,
        },
        {
          name: 'expiresAt',
          label: { en: 'Expires at', de: 'Läuft ab am' },
          type: 'date',
          required: true,
        },
        {
          name: 'invitedBy',
          label: { en: 'Invited by', de: 'Eingeladen von' },
          type: 'relationship',
          relationTo: 'customers',
        },
      ],
    },
  ],
  hooks: {
    // Its activity and API tokens go with a deleted organisation (nobody could read or use them).
    beforeDelete: [
      async ({ id, req }) => {
        for (const collection of ['activity', 'api-tokens'] as const)
          await req.payload.delete({
            collection,
            where: { organisation: { equals: id } },
            overrideAccess: true,
            depth: 0,
            req,
          })
      },
    ],
    beforeValidate: [
      ({ data, operation, req }) => {
        if (operation !== 'create' || !data) return data
        // The creator always becomes the owner, whatever the request said.
        if (isCustomerUser(req.user)) {
          return {
            ...data,
            owner: req.user.id,
            members: [{ customer: req.user.id, role: 'owner' }],
            invitations: [],
          }
        }
        if (data.owner && !data.members?.length)
          return { ...data, members: [{ customer: data.owner, role: 'owner' }] }
        return data
      },
    ],
    beforeChange: [
      // The trial quota holds on every path a customer can create through (GraphQL mutation, REST, generic GraphQL).
      async ({ data, operation, req }) => {
        if (operation === 'create' && isCustomerUser(req.user))
          await assertOrganisationQuota(req, req.user.id)
        return data
      },
      // Exactly one owner, on every path (control operations, admin, REST, GraphQL, Local API).
      ({ data, originalDoc, operation }) => {
        if (operation === 'update' && !('members' in data) && !('owner' in data)) return data
        const owner = relationId('owner' in data ? data.owner : originalDoc?.owner)
        const problem = ownershipProblem(
          owner,
          'members' in data ? data.members : originalDoc?.members,
        )
        if (problem) throw new APIError(problem, 400, null, true)
        return data
      },
    ],
  },
}
