import {
  APIError,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from 'payload'

import {
  adminOnly,
  isCustomerUser,
  nobody,
  nobodyField,
  isStaffUser,
  supportAdminHidden,
  supportStaff,
  supportStaffField,
} from '@/access'
import { notExported } from '@/access/notExported'
import { forgetPasskeysOf } from '@/accounts/passkeys'
import {
  forgetDeletedAccount,
  passwordChangeEndsSessions,
  recordPasswordSession,
} from '@/accounts/sessions'
import { markPasswordReset, requireSecondStep, withholdResetSession } from '@/accounts/twoStep'
import { adminText } from '@/admin/translations'
import { env } from '@/config/env'
import { applyMovedTrialEnd } from '@/control/engines'
import {
  customerProfileField,
  readCustomerAccounts,
  updateCustomerAccounts,
} from '@/control/shared/access'
import { passwordMaxLength, passwordMinLength, passwordProblem } from '@/control/shared/limits'
import {
  extendTrialByDays,
  maxTrialExtensionDays,
  refuseTrialChangesByCustomers,
  trialEndFrom,
} from '@/control/trial'
import { localeField } from '@/fields/locale'

import { accountDataEndpoint } from '../accountData'
import { closedCustomerAuthEndpoints } from '../authRoutes'
import { queueAccountEmail, resetLinkValidMs } from '../jobs/sendAccountEmail'
import { nameMaxLength } from '../limits'
import { passwordResetEndpoint } from './passwordReset'

const secureCookies = env().NODE_ENV === 'production' && env().SITE_URL?.startsWith('https://')

/**
 * Context flag for the flow that changes a customer's password or e-mail after checking the
 * current password: without it, a customer cannot change either through a generic update.
 */
export const credentialsChangeConfirmed = 'credentialsChangeConfirmed'

/** The password rules on every path; verification mails always go out from a job; credentials need the current password. */
const guardOperations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: { password?: unknown; email?: unknown } }).data
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    if (data && data.password !== undefined && (operation !== 'update' || data.password !== '')) {
      const problem = passwordProblem(data.password)
      if (problem) {
        throw new ValidationError({
          collection: 'customers',
          errors: [
            {
              message:
                problem === 'passwordTooLong'
                  ? `passwordTooLong:${passwordMaxLength}`
                  : `passwordTooShort:${passwordMinLength}`,
              path: 'password',
            },
          ],
        })
      }
    }
  }
  if (operation === 'create')
    (args as { disableVerificationEmail?: boolean }).disableVerificationEmail = true
  // Staff help a locked-out customer with a reset e-mail (passwordResetEndpoint), never by choosing
  // the password or the address themselves: on every path, overrideAccess or not.
  if (isStaffUser(req.user) && data) {
    if (typeof data.password === 'string' && data.password !== '')
      throw new APIError(adminText(req.i18n, 'customerCredentialsClosed'), 403, undefined, true)
    if (typeof data.email === 'string' && operation === 'update') {
      const { id } = args as { id?: number | string }
      const stored =
        id === undefined
          ? null
          : await req.payload.db.findOne<{ id: number; email: string }>({
              collection: 'customers',
              where: { id: { equals: id } },
              req,
            })
      if (!stored || data.email.trim().toLowerCase() !== stored.email.toLowerCase())
        throw new APIError(adminText(req.i18n, 'customerCredentialsClosed'), 403, undefined, true)
    }
  }
  if (
    operation === 'update' &&
    data &&
    isCustomerUser(req.user) &&
    !req.context[credentialsChangeConfirmed]
  ) {
    const changesPassword = typeof data.password === 'string' && data.password !== ''
    const changesEmail =
      typeof data.email === 'string' &&
      data.email.trim().toLowerCase() !== req.user.email.toLowerCase()
    if (changesPassword || changesEmail)
      throw new APIError('currentPasswordRequired', 403, undefined, true)
  }
  return args
}

/**
 * The trial starts with the account; only staff may set or move its end. The verification
 * token's issue date is the account's creation (Payload issues the token then); clients never set it.
 */
const serverControlledFields: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const staff = isStaffUser(req.user)
  // Staff and server code without a user (seed, tests) may set a trial end; sign-ups never choose one.
  const trusted = staff || (req.payloadAPI === 'local' && !req.user)
  if (operation === 'create' && !(trusted && data.trialEndsAt))
    data.trialEndsAt = trialEndFrom().toISOString()
  if (operation === 'create') data.verificationIssuedAt = new Date().toISOString()
  if (operation === 'update' && originalDoc) {
    data.verificationIssuedAt = originalDoc.verificationIssuedAt
    if (!staff && req.user && 'trialEndsAt' in data) data.trialEndsAt = originalDoc.trialEndsAt
    // A trial that support moves gets its reminders again, before its new end.
    if (
      'trialEndsAt' in data &&
      new Date(data.trialEndsAt).getTime() !== new Date(originalDoc.trialEndsAt).getTime()
    )
      data.trialRemindersSent = { endingSoon: null, lastDay: null }
  }
  return data
}

/** Every new unverified account gets its verification e-mail from the mail job, whoever created it. */
const queueVerificationEmail: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create' && !doc._verified)
    await queueAccountEmail(req.payload, { kind: 'verifyEmail', customer: String(doc.id) }, req)
  return doc
}

/** Control-area accounts of trial customers. They never enter /admin; sign-up goes through the signUpCustomer mutation. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: { en: 'Customer', de: 'Kunde' }, plural: { en: 'Customers', de: 'Kunden' } },
  admin: {
    hidden: supportAdminHidden,
    useAsTitle: 'email',
    group: { en: 'Hosting', de: 'Hosting' },
    defaultColumns: ['email', 'name', 'trialEndsAt', '_verified'],
  },
  auth: {
    // The verification and reset e-mails are sent by the sendAccountEmail job, never by Payload.
    verify: true,
    // Failed log-ins are counted per client address and account (src/security/loginLimits.ts),
    // not on the account, which would answer "locked" for known addresses and let anyone lock one.
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 8,
    cookies: { sameSite: 'Lax', secure: Boolean(secureCookies) },
    forgotPassword: { expiration: resetLinkValidMs },
  },
  access: {
    admin: () => false,
    read: readCustomerAccounts,
    // Accounts come from sign-up only (signUpCustomer): no staff role creates one in a customer's name.
    create: nobody,
    update: updateCustomerAccounts,
    delete: adminOnly,
    unlock: supportStaff,
  },
  endpoints: [...closedCustomerAuthEndpoints, accountDataEndpoint, passwordResetEndpoint],
  hooks: {
    beforeOperation: [guardOperations, refuseTrialChangesByCustomers, markPasswordReset],
    beforeChange: [extendTrialByDays, serverControlledFields],
    afterChange: [queueVerificationEmail, applyMovedTrialEnd],
    beforeLogin: [requireSecondStep],
    afterLogin: [recordPasswordSession],
    afterOperation: [withholdResetSession, passwordChangeEndsSessions],
    afterDelete: [forgetDeletedAccount, forgetPasskeysOf],
  },
  fields: [
    // Payload's auth fields, narrowed: e-mail and password change only through the customer's own
    // confirmed flows (operations.ts and emailChange.ts of src/control/account/), verification by
    // support.
    {
      name: 'email',
      label: { en: 'E-mail', de: 'E-Mail' },
      type: 'email',
      access: { create: nobodyField, update: nobodyField },
    },
    {
      // Payload's hook for rules on the password: no API caller sets it (and the admin shows no
      // "Change password" to staff); sign-up, reset and the customer's change run as the server.
      name: 'password',
      type: 'text',
      virtual: true,
      hidden: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
      custom: notExported,
    },
    {
      name: '_verified',
      label: { en: 'E-mail confirmed', de: 'E-Mail bestätigt' },
      type: 'checkbox',
      access: { create: supportStaffField, update: supportStaffField },
    },
    {
      name: 'name',
      label: { en: 'Name', de: 'Name' },
      type: 'text',
      maxLength: nameMaxLength,
      access: { update: customerProfileField },
    },
    { ...localeField(), access: { update: customerProfileField } },
    {
      name: 'trialEndsAt',
      label: { en: 'Trial ends at', de: 'Testphase endet am' },
      type: 'date',
      // Support extends a trial here; the field rules keep it read-only for everyone else.
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      access: { create: supportStaffField, update: supportStaffField },
    },
    {
      name: 'passwordReset',
      label: { en: 'Password reset', de: 'Passwort zurücksetzen' },
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/control/account/collection/admin/SendPasswordReset#SendPasswordReset',
        },
      },
    },
    {
      // Not stored: support types a number of days, the hook moves trialEndsAt (and resumes engines).
      name: 'extendTrialByDays',
      label: { en: 'Extend the trial by (days)', de: 'Testphase verlängern um (Tage)' },
      type: 'number',
      virtual: true,
      min: 1,
      max: maxTrialExtensionDays,
      admin: {
        position: 'sidebar',
        description: {
          en: 'From the current end, or from now when the trial has ended. Suspended engines are resumed.',
          de: 'Ab dem aktuellen Ende, oder ab jetzt, wenn die Testphase beendet ist. Pausierte Engines laufen wieder.',
        },
      },
      access: { create: nobodyField, update: supportStaffField },
    },
    {
      // Set by the applyTrialEnd job when it suspended the engines; cleared when the trial runs again.
      name: 'trialSuspendedAt',
      label: { en: 'Engines suspended at', de: 'Engines pausiert am' },
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: { create: nobodyField, update: nobodyField },
    },
    { name: 'verificationIssuedAt', type: 'date', hidden: true, custom: notExported },
    // A requested e-mail change (src/control/account/emailChange.ts): the new address, the
    // SHA-256 of the confirmation link's token and its expiry. Written by the server only, never
    // returned.
    { name: 'pendingEmail', type: 'email', hidden: true, custom: notExported },
    { name: 'pendingEmailTokenHash', type: 'text', hidden: true, custom: notExported },
    { name: 'pendingEmailExpiresAt', type: 'date', hidden: true, custom: notExported },
    {
      // Set when the customer deletes the account: e-mail and name are gone, log-in is refused, and
      // the closeAccount job removes the document once the owned organisations' engines are deleted.
      name: 'closedAt',
      label: { en: 'Account closed at', de: 'Konto geschlossen am' },
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      // Set by the sendTrialReminder job only; the scheduled scan skips reminders sent here.
      name: 'trialRemindersSent',
      label: { en: 'Trial reminders sent', de: 'Erinnerungen zur Testphase gesendet' },
      type: 'group',
      admin: { position: 'sidebar', readOnly: true },
      access: { create: nobodyField, update: nobodyField },
      fields: [
        {
          name: 'endingSoon',
          label: { en: '3 days before the end', de: '3 Tage vor dem Ende' },
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'lastDay',
          label: { en: 'On the last day', de: 'Am letzten Tag' },
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
