import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload'

import {
  adminOnly,
  adminOnlyField,
  nobodyField,
  supportAdminHidden,
  supportStaff,
  supportStaffField,
} from '@/access'
import { ofMemberOrganisationsOrSupport } from '@/control/shared/access'
import { encryptSecret, isEncrypted } from '@/security/crypto'

import { provisioningCallbackEndpoint } from '../callback'
import { pendingStatuses } from '../deadline'
import {
  asLaunchInput,
  launchErrors,
  launchInput,
  shopLanguages,
  shopNameMaxLength,
} from '../rules'
import {
  instanceStatuses,
  provisioningSteps,
  serviceKeys,
  serviceStates,
  taskStates,
} from '../states'
import { closeAccountWhenDeleted } from './closeAccountWhenDeleted'
import { queueStatusEmail } from './queueStatusEmail'

type OptionValue = (
  | typeof instanceStatuses
  | typeof provisioningSteps
  | typeof taskStates
  | typeof serviceKeys
  | typeof serviceStates
)[number]
const optionLabels: Record<OptionValue, { en: string; de: string }> = {
  provisioning: { en: 'Provisioning', de: 'Wird bereitgestellt' },
  running: { en: 'Running', de: 'Läuft' },
  failed: { en: 'Failed', de: 'Fehlgeschlagen' },
  stopped: { en: 'Stopped', de: 'Gestoppt' },
  deleting: { en: 'Deleting', de: 'Wird gelöscht' },
  deleted: { en: 'Deleted', de: 'Gelöscht' },
  suspended: { en: 'Suspended (trial ended)', de: 'Pausiert (Testphase beendet)' },
  allocateSubdomain: { en: 'Allocate subdomain', de: 'Subdomain zuweisen' },
  createDatabase: { en: 'Create database', de: 'Datenbank anlegen' },
  deployEngine: { en: 'Deploy engine', de: 'Engine ausrollen' },
  configureEmail: { en: 'Configure e-mail', de: 'E-Mail einrichten' },
  healthCheck: { en: 'Health check', de: 'Funktionsprüfung' },
  requestProvisioning: { en: 'Request provisioning', de: 'Bereitstellung anfordern' },
  removeEngine: { en: 'Remove engine', de: 'Engine entfernen' },
  removeDatabase: { en: 'Remove database', de: 'Datenbank entfernen' },
  releaseSubdomain: { en: 'Release subdomain', de: 'Subdomain freigeben' },
  requestDeletion: { en: 'Request deletion', de: 'Löschung anfordern' },
  suspendEngine: { en: 'Suspend engine', de: 'Engine pausieren' },
  resumeEngine: { en: 'Resume engine', de: 'Engine fortsetzen' },
  requestSuspension: { en: 'Request suspension', de: 'Pausierung anfordern' },
  requestResume: { en: 'Request resume', de: 'Fortsetzung anfordern' },
  pending: { en: 'Pending', de: 'Ausstehend' },
  done: { en: 'Done', de: 'Erledigt' },
  ready: { en: 'Ready', de: 'Bereit' },
  engineApi: { en: 'Engine API', de: 'Engine-API' },
  adminUi: { en: 'Admin UI', de: 'Admin-Oberfläche' },
  database: { en: 'Database', de: 'Datenbank' },
  email: { en: 'E-mail', de: 'E-Mail' },
}
const options = (values: readonly OptionValue[]) =>
  values.map((value) => ({ label: optionLabels[value], value }))
const languageLabels: Record<(typeof shopLanguages)[number], { en: string; de: string }> = {
  'de-CH': { en: 'German (Switzerland)', de: 'Deutsch (Schweiz)' },
  en: { en: 'English', de: 'Englisch' },
  fr: { en: 'French', de: 'Französisch' },
  it: { en: 'Italian', de: 'Italienisch' },
}

/** Written by the server (launch, provisioning, the control area's operations) or an admin, never by a REST/GraphQL request of a customer or support. */
const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/** What the launch sets: the wizard's fields. */
const configurationFields = Object.keys(launchInput.shape)

/**
 * The wizard's rules hold for every write that changes the configuration (staff, the launch
 * mutation). Payload carries the stored values along on every update, so writes that change only
 * status, tasks or services (the provisioning job, callbacks) are left alone: a stored value that
 * no longer passes cannot keep them from recording a failure.
 */
const checkConfiguration: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (
    !data ||
    (originalDoc &&
      !configurationFields.some((field) => field in data && data[field] !== originalDoc[field]))
  )
    return data
  const merged = { ...(originalDoc ?? {}), ...data }
  const errors = Object.entries(launchErrors(asLaunchInput(merged)))
  // The stored SMTP password is never sent back, so it is not checked here.
  const relevant = errors.filter(
    ([field]) =>
      field !== 'smtpPassword' ||
      ('smtpPassword' in data && data.smtpPassword !== originalDoc?.smtpPassword),
  )
  if (relevant.length) {
    throw new ValidationError({
      collection: 'engine-instances',
      errors: relevant.map(([path, message]) => ({ path, message: String(message) })),
    })
  }
  if (data.smtpPort === null || data.smtpPort === undefined || (data.smtpPort as unknown) === '') {
    if ('smtpPort' in data || !originalDoc) data.smtpPort = 587
  }
  return data
}

/** Encrypts a new SMTP password (AES-256-GCM) and records whether one is set. */
const encryptSmtpPassword: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if ('smtpPassword' in data) {
    const value = data.smtpPassword
    // Payload carries the stored (already encrypted) value along on updates: keep it as it is.
    if (isEncrypted(value) && value === originalDoc?.smtpPassword) return data
    if (typeof value === 'string' && value !== '') {
      data.smtpPassword = encryptSecret(value)
      data.smtpPasswordSet = true
    } else {
      data.smtpPassword = null
      data.smtpPasswordSet = false
    }
  } else if (operation === 'create') {
    data.smtpPasswordSet = false
  }
  return data
}

/** The status a job's writes need (context.provisioning / teardown / suspension): the job owns the instance only then. */
const jobStatus = (context: Record<string, unknown>) =>
  context.provisioning
    ? 'provisioning'
    : context.teardown
      ? 'deleting'
      : context.suspension
        ? 'suspended'
        : null

/**
 * The provisioning job owns status, tasks, services and the failure message only while the
 * instance is provisioning, the teardown job only while it is deleting: once a callback (or
 * staff) has moved it on, the job's later writes keep what is stored, so a slow try cannot move
 * an instance back.
 */
const jobWritesOnlyInItsStatus: CollectionBeforeChangeHook = ({
  context,
  data,
  operation,
  originalDoc,
}) => {
  const owned = jobStatus(context)
  if (operation !== 'update' || !owned || !originalDoc || originalDoc.status === owned) return data
  const { status, tasks, services, failureMessage } = originalDoc
  return { ...data, status, tasks, services, failureMessage }
}

/**
 * A deleted instance gives its subdomain back (the unique index allows many empty ones): the
 * name moves to releasedSubdomain, whoever set the status (teardown job, callback, staff).
 */
const releaseSubdomainWhenDeleted: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status !== 'deleted' || originalDoc?.status === 'deleted') return data
  const subdomain = data.subdomain ?? originalDoc?.subdomain
  return {
    ...data,
    subdomain: null,
    releasedSubdomain: subdomain ?? originalDoc?.releasedSubdomain ?? null,
    deletedAt: new Date().toISOString(),
  }
}

/**
 * Starts the deadline of a launch or deletion (deadline.ts) whenever the instance enters
 * `provisioning` or `deleting`, on every path: launch, retry, deletion, staff.
 */
const startDeadline: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const status = data.status ?? originalDoc?.status ?? 'provisioning'
  if (!pendingStatuses.has(status) || (operation === 'update' && originalDoc?.status === status))
    return data
  return { ...data, pendingSince: new Date().toISOString() }
}

export const EngineInstances: CollectionConfig = {
  slug: 'engine-instances',
  labels: {
    singular: { en: 'Engine instance', de: 'Engine-Instanz' },
    plural: { en: 'Engine instances', de: 'Engine-Instanzen' },
  },
  admin: {
    hidden: supportAdminHidden,
    useAsTitle: 'shopName',
    group: { en: 'Hosting', de: 'Hosting' },
    defaultColumns: ['shopName', 'organisation', 'status', 'subdomain', 'createdAt'],
  },
  access: {
    read: ofMemberOrganisationsOrSupport,
    // Customers launch and change instances only through the control area's own operations.
    create: adminOnly,
    // Support sets statuses; everything else is an admin's (see the field rules).
    update: supportStaff,
    delete: adminOnly,
  },
  endpoints: [provisioningCallbackEndpoint],
  hooks: {
    beforeValidate: [checkConfiguration],
    beforeChange: [
      encryptSmtpPassword,
      jobWritesOnlyInItsStatus,
      releaseSubdomainWhenDeleted,
      startDeadline,
    ],
    afterChange: [queueStatusEmail, closeAccountWhenDeleted],
  },
  fields: [
    {
      name: 'organisation',
      label: { en: 'Organisation', de: 'Organisation' },
      type: 'relationship',
      relationTo: 'organisations',
      required: true,
      index: true,
      access: adminWrites,
    },
    {
      name: 'shopName',
      label: { en: 'Shop name', de: 'Shop-Name' },
      type: 'text',
      required: true,
      maxLength: shopNameMaxLength,
      access: adminWrites,
    },
    {
      name: 'defaultLanguage',
      label: { en: 'Default language', de: 'Standardsprache' },
      type: 'select',
      // Engines launched before the field existed have it too (the migration's default).
      defaultValue: 'de-CH',
      options: shopLanguages.map((value) => ({ value, label: languageLabels[value] })),
      access: adminWrites,
    },
    {
      name: 'instanceId',
      label: { en: 'Instance ID', de: 'Instanz-ID' },
      type: 'text',
      unique: true,
      index: true,
      access: adminWrites,
    },
    {
      name: 'subdomain',
      label: { en: 'Subdomain', de: 'Subdomain' },
      type: 'text',
      unique: true,
      index: true,
      access: adminWrites,
    },
    {
      // Kept after deletion (the subdomain itself is free again then).
      name: 'releasedSubdomain',
      label: { en: 'Released subdomain', de: 'Freigegebene Subdomain' },
      type: 'text',
      admin: { readOnly: true, condition: (data) => Boolean(data?.releasedSubdomain) },
      access: adminWrites,
    },
    {
      name: 'status',
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      defaultValue: 'provisioning',
      options: options(instanceStatuses),
      access: { create: adminOnlyField, update: supportStaffField },
    },
    {
      name: 'recipientEmail',
      label: { en: 'Recipient e-mail', de: 'Empfänger-E-Mail' },
      type: 'email',
      required: true,
      access: adminWrites,
    },
    {
      name: 'senderEmail',
      label: { en: 'Sender e-mail', de: 'Absender-E-Mail' },
      type: 'email',
      access: adminWrites,
    },
    {
      name: 'defaultSender',
      label: { en: 'Default sender', de: 'Standardabsender' },
      type: 'text',
      admin: {
        readOnly: true,
        description: {
          en: 'No-reply address under the shared mail domain, used without a custom sender',
          de: 'No-Reply-Adresse unter der gemeinsamen Mail-Domain, wenn kein eigener Absender gesetzt ist',
        },
      },
      access: adminWrites,
    },
    {
      name: 'smtpHost',
      label: { en: 'SMTP host', de: 'SMTP-Host' },
      type: 'text',
      access: adminWrites,
    },
    {
      name: 'smtpUser',
      label: { en: 'SMTP user', de: 'SMTP-Benutzer' },
      type: 'text',
      access: adminWrites,
    },
    {
      // Encrypted at rest; hidden from every API response and unreadable through access control.
      name: 'smtpPassword',
      type: 'text',
      hidden: true,
      access: { read: nobodyField, ...adminWrites },
    },
    {
      name: 'smtpPasswordSet',
      label: { en: 'SMTP password set', de: 'SMTP-Passwort gesetzt' },
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'smtpPort',
      label: { en: 'SMTP port', de: 'SMTP-Port' },
      type: 'number',
      defaultValue: 587,
      min: 1,
      max: 65535,
      access: adminWrites,
    },
    {
      name: 'xpub',
      label: { en: 'Extended public key (xpub)', de: 'Erweiterter öffentlicher Schlüssel (xpub)' },
      type: 'text',
      access: adminWrites,
    },
    {
      type: 'collapsible',
      label: { en: 'Provisioning', de: 'Bereitstellung' },
      fields: [
        {
          name: 'apiUrl',
          label: { en: 'API URL', de: 'API-URL' },
          type: 'text',
          access: adminWrites,
        },
        {
          name: 'adminUrl',
          label: { en: 'Admin URL', de: 'Admin-URL' },
          type: 'text',
          access: adminWrites,
        },
        {
          name: 'failureMessage',
          label: { en: 'Failure message', de: 'Fehlermeldung' },
          type: 'text',
          access: { create: adminOnlyField, update: supportStaffField },
        },
        {
          name: 'provisioningAttempts',
          label: { en: 'Provisioning attempts', de: 'Bereitstellungsversuche' },
          type: 'number',
          defaultValue: 0,
          access: adminWrites,
        },
        {
          // Retries of a failed launch the owner started (retryInstanceLaunch).
          name: 'launchRetries',
          label: { en: 'Launch retries', de: 'Startwiederholungen' },
          type: 'number',
          defaultValue: 0,
          access: adminWrites,
        },
        {
          name: 'teardownAttempts',
          label: { en: 'Deletion attempts', de: 'Löschversuche' },
          type: 'number',
          defaultValue: 0,
          access: adminWrites,
        },
        {
          name: 'deletedAt',
          label: { en: 'Deleted at', de: 'Gelöscht am' },
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          access: adminWrites,
        },
        {
          // Set when the owner's trial ended (../suspension.ts); cleared when it runs again.
          name: 'suspendedAt',
          label: { en: 'Suspended at', de: 'Pausiert am' },
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          access: adminWrites,
        },
        {
          // When the current launch or deletion started: the deadline counts from it (deadline.ts).
          name: 'pendingSince',
          label: { en: 'Launch or deletion started at', de: 'Start oder Löschung begonnen am' },
          type: 'date',
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          access: { create: nobodyField, update: nobodyField },
        },
        {
          // The sequence of the last accepted status callback (callback.ts); set by the server only.
          name: 'callbackSequence',
          label: { en: 'Callback sequence', de: 'Callback-Sequenz' },
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true },
          access: { create: nobodyField, update: nobodyField },
        },
        {
          name: 'launchedBy',
          label: { en: 'Launched by', de: 'Gestartet von' },
          type: 'relationship',
          relationTo: 'customers',
          access: adminWrites,
        },
        {
          name: 'services',
          label: { en: 'Services', de: 'Dienste' },
          labels: {
            singular: { en: 'Service', de: 'Dienst' },
            plural: { en: 'Services', de: 'Dienste' },
          },
          type: 'array',
          access: adminWrites,
          fields: [
            {
              name: 'service',
              label: { en: 'Service', de: 'Dienst' },
              type: 'select',
              required: true,
              options: options(serviceKeys),
            },
            { name: 'url', label: { en: 'URL', de: 'URL' }, type: 'text' },
            {
              name: 'state',
              label: { en: 'State', de: 'Zustand' },
              type: 'select',
              required: true,
              defaultValue: 'pending',
              options: options(serviceStates),
            },
          ],
        },
        {
          name: 'tasks',
          label: { en: 'Tasks', de: 'Aufgaben' },
          labels: {
            singular: { en: 'Task', de: 'Aufgabe' },
            plural: { en: 'Tasks', de: 'Aufgaben' },
          },
          type: 'array',
          access: adminWrites,
          fields: [
            {
              name: 'step',
              label: { en: 'Step', de: 'Schritt' },
              type: 'select',
              required: true,
              options: options(provisioningSteps),
            },
            {
              name: 'state',
              label: { en: 'State', de: 'Zustand' },
              type: 'select',
              required: true,
              defaultValue: 'pending',
              options: options(taskStates),
            },
            { name: 'message', label: { en: 'Message', de: 'Nachricht' }, type: 'text' },
            {
              name: 'startedAt',
              label: { en: 'Started at', de: 'Gestartet am' },
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'finishedAt',
              label: { en: 'Finished at', de: 'Beendet am' },
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
  ],
}
