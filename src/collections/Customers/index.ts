import { APIError, ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, isStaffUser, supportAdminHidden, supportStaff, supportStaffField } from '@/access'
import { customerProfileField, readCustomerAccounts, updateCustomerAccounts } from '@/access/customers'
import { localeField } from '@/fields/locale'
import { localeOf, passwordResetEmail, verificationEmail } from '@/hosting/emails'
import { enforceRateLimit } from '@/hosting/limits'
import { passwordMaxLength, passwordMinLength, passwordProblem } from '@/hosting/passwordPolicy'
import { trialEndFrom } from '@/hosting/trial'

const secureCookies = process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://')

/** Rate limits (log-in, reset) and the password rules, on every path (REST, GraphQL, Local API). */
const guardOperations: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'login') enforceRateLimit(req, 'login')
  if (operation === 'forgotPassword' || operation === 'resetPassword') enforceRateLimit(req, 'reset')
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    const data = (args as { data?: { password?: unknown } }).data
    if (data && data.password !== undefined && (operation !== 'update' || data.password !== '')) {
      const problem = passwordProblem(data.password)
      if (problem) {
        throw new ValidationError({
          collection: 'customers',
          errors: [{ message: problem === 'passwordTooLong' ? `passwordTooLong:${passwordMaxLength}` : `passwordTooShort:${passwordMinLength}`, path: 'password' }],
        })
      }
    }
  }
  return args
}

/** The trial starts with the account; only staff may set or move its end. E-mail changes are staff-only. */
const serverControlledFields: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const staff = isStaffUser(req.user)
  // Staff and server code without a user (seed, tests) may set a trial end; sign-ups never choose one.
  const trusted = staff || (req.payloadAPI === 'local' && !req.user)
  if (operation === 'create' && !(trusted && data.trialEndsAt)) data.trialEndsAt = trialEndFrom().toISOString()
  if (operation === 'update' && !staff && req.user && originalDoc) {
    if (typeof data.email === 'string' && data.email.toLowerCase() !== String(originalDoc.email).toLowerCase()) {
      throw new APIError('emailChangeNotAllowed', 403, undefined, true)
    }
    if ('trialEndsAt' in data) data.trialEndsAt = originalDoc.trialEndsAt
  }
  return data
}

/** Control-area accounts of trial customers. They never enter /admin; sign-up goes through the signUpCustomer mutation. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { hidden: supportAdminHidden, useAsTitle: 'email', group: 'Hosting', defaultColumns: ['email', 'name', 'trialEndsAt', '_verified'] },
  auth: {
    verify: {
      generateEmailSubject: ({ user }) => verificationEmail(localeOf(user?.locale), '').subject,
      generateEmailHTML: ({ token, user }) => verificationEmail(localeOf(user?.locale), token).html,
    },
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 60 * 60 * 8,
    cookies: { sameSite: 'Lax', secure: Boolean(secureCookies) },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => passwordResetEmail(localeOf(args?.req?.context?.emailLocale ?? args?.user?.locale), '').subject,
      generateEmailHTML: (args) =>
        passwordResetEmail(localeOf(args?.req?.context?.emailLocale ?? args?.user?.locale), args?.token ?? '').html,
    },
  },
  access: {
    admin: () => false,
    read: readCustomerAccounts,
    create: adminOnly,
    update: updateCustomerAccounts,
    delete: adminOnly,
    unlock: supportStaff,
  },
  hooks: {
    beforeOperation: [guardOperations],
    beforeChange: [serverControlledFields],
  },
  fields: [
    // Payload's auth fields, narrowed: the e-mail changes only by an admin, verification by support.
    { name: 'email', type: 'email', access: { create: adminOnlyField, update: adminOnlyField } },
    { name: '_verified', type: 'checkbox', access: { create: supportStaffField, update: supportStaffField } },
    { name: 'name', type: 'text', maxLength: 120, access: { update: customerProfileField } },
    { ...localeField(), access: { update: customerProfileField } },
    {
      name: 'trialEndsAt',
      type: 'date',
      // Support extends a trial here; the field rules keep it read-only for everyone else.
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      access: { create: supportStaffField, update: supportStaffField },
    },
  ],
}
