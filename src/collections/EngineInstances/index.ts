import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, nobodyField, supportAdminHidden, supportStaff, supportStaffField } from '@/access'
import { instanceOfMemberOrSupport } from '@/access/customers'
import { emailStepErrors, shopNameMaxLength, xpubError } from '@/hosting/launchRules'
import { encryptSecret, isEncrypted } from '@/hosting/secrets'
import { provisioningCallbackEndpoint } from '@/hosting/callback'

export const instanceStatuses = ['provisioning', 'running', 'failed', 'stopped'] as const
export const provisioningSteps = ['allocateSubdomain', 'createDatabase', 'deployEngine', 'configureEmail', 'healthCheck', 'requestProvisioning'] as const
export const taskStates = ['pending', 'running', 'done', 'failed'] as const
export const serviceKeys = ['engineApi', 'adminUi', 'database', 'email'] as const
export const serviceStates = ['pending', 'ready', 'failed'] as const

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
/** Written by the server (launch, provisioning, the control area's operations) or an admin, never by a REST/GraphQL request of a customer or support. */
const adminWrites = { create: adminOnlyField, update: adminOnlyField }

const configurationFields = ['recipientEmail', 'senderEmail', 'smtpHost', 'smtpUser', 'smtpPassword', 'smtpPort', 'xpub']

/**
 * The wizard's rules hold for every write that changes the configuration (customers editing their
 * instance, staff, the launch mutation). Payload carries the stored values along on every update,
 * so writes that change only status, tasks or services (the provisioning job, callbacks) are left
 * alone: a stored value that no longer passes cannot keep them from recording a failure.
 */
const checkConfiguration: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data || (originalDoc && !configurationFields.some((field) => field in data && data[field] !== originalDoc[field]))) return data
  const merged = { ...(originalDoc ?? {}), ...data }
  const errors = Object.entries({ ...emailStepErrors(merged), ...(xpubError(merged.xpub) ? { xpub: xpubError(merged.xpub) } : {}) })
  // The stored SMTP password is never sent back, so it is not checked here.
  const relevant = errors.filter(([field]) => field !== 'smtpPassword' || ('smtpPassword' in data && data.smtpPassword !== originalDoc?.smtpPassword))
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

/**
 * The provisioning job owns status, tasks, services and the failure message only while the
 * instance is provisioning: once a callback (or staff) has moved it on, the job's later writes
 * keep what is stored, so a slow try cannot move an instance back.
 */
const jobWritesOnlyWhileProvisioning: CollectionBeforeChangeHook = ({ context, data, operation, originalDoc }) => {
  if (operation !== 'update' || !context.provisioning || !originalDoc || originalDoc.status === 'provisioning') return data
  const { status, tasks, services, failureMessage } = originalDoc
  return { ...data, status, tasks, services, failureMessage }
}

export const EngineInstances: CollectionConfig = {
  slug: 'engine-instances',
  admin: { hidden: supportAdminHidden, useAsTitle: 'shopName', group: 'Hosting', defaultColumns: ['shopName', 'organisation', 'status', 'subdomain', 'createdAt'] },
  access: {
    read: instanceOfMemberOrSupport,
    // Customers launch and change instances only through the control area's own operations.
    create: adminOnly,
    // Support sets statuses; everything else is an admin's (see the field rules).
    update: supportStaff,
    delete: adminOnly,
  },
  endpoints: [provisioningCallbackEndpoint],
  hooks: {
    beforeValidate: [checkConfiguration],
    beforeChange: [encryptSmtpPassword, jobWritesOnlyWhileProvisioning],
  },
  fields: [
    {
      name: 'organisation',
      type: 'relationship',
      relationTo: 'organisations',
      required: true,
      index: true,
      access: adminWrites,
    },
    { name: 'shopName', type: 'text', required: true, maxLength: shopNameMaxLength, access: adminWrites },
    { name: 'instanceId', type: 'text', unique: true, index: true, access: adminWrites },
    { name: 'subdomain', type: 'text', unique: true, index: true, access: adminWrites },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'provisioning',
      options: options(instanceStatuses),
      access: { create: adminOnlyField, update: supportStaffField },
    },
    { name: 'recipientEmail', type: 'email', required: true, access: adminWrites },
    { name: 'senderEmail', type: 'email', access: adminWrites },
    {
      name: 'defaultSender',
      type: 'text',
      admin: { readOnly: true, description: 'No-reply address under the shared mail domain, used without a custom sender' },
      access: adminWrites,
    },
    { name: 'smtpHost', type: 'text', access: adminWrites },
    { name: 'smtpUser', type: 'text', access: adminWrites },
    {
      // Encrypted at rest; hidden from every API response and unreadable through access control.
      name: 'smtpPassword',
      type: 'text',
      hidden: true,
      access: { read: nobodyField, ...adminWrites },
    },
    {
      name: 'smtpPasswordSet',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
      access: { create: nobodyField, update: nobodyField },
    },
    { name: 'smtpPort', type: 'number', defaultValue: 587, min: 1, max: 65535, access: adminWrites },
    { name: 'xpub', type: 'text', access: adminWrites },
    {
      type: 'collapsible',
      label: 'Provisioning',
      fields: [
        { name: 'apiUrl', type: 'text', access: adminWrites },
        { name: 'adminUrl', type: 'text', access: adminWrites },
        { name: 'failureMessage', type: 'text', access: { create: adminOnlyField, update: supportStaffField } },
        { name: 'provisioningAttempts', type: 'number', defaultValue: 0, access: adminWrites },
        {
          // The sequence of the last accepted status callback (callback.ts); set by the server only.
          name: 'callbackSequence',
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true },
          access: { create: nobodyField, update: nobodyField },
        },
        { name: 'launchedBy', type: 'relationship', relationTo: 'customers', access: adminWrites },
        {
          name: 'services',
          type: 'array',
          access: adminWrites,
          fields: [
            { name: 'service', type: 'select', required: true, options: options(serviceKeys) },
            { name: 'url', type: 'text' },
            { name: 'state', type: 'select', required: true, defaultValue: 'pending', options: options(serviceStates) },
          ],
        },
        {
          name: 'tasks',
          type: 'array',
          access: adminWrites,
          fields: [
            { name: 'step', type: 'select', required: true, options: options(provisioningSteps) },
            { name: 'state', type: 'select', required: true, defaultValue: 'pending', options: options(taskStates) },
            { name: 'message', type: 'text' },
            { name: 'startedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
  ],
}
