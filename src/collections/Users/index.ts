import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnless, isStaffUser } from '@/access'
import { readStaffAccounts, roleFieldAccess, updateStaffAccounts } from '@/access/users'
import { forgetPasskeysOf } from '@/accounts/passkeys'
import {
  forgetDeletedAccount,
  passwordChangeEndsSessions,
  recordPasswordSession,
  sessionLastSeen,
} from '@/accounts/sessions'
import {
  markPasswordReset,
  requireSecondStep,
  staffTwoStepEndpoints,
  withholdResetSession,
} from '@/accounts/twoStep'
import { env } from '@/config/env'

import { staffLoginSucceeded, throttleStaffLogin } from './staffLogin'

/** Staff accounts: the only ones that can enter /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'User', de: 'Benutzer' }, plural: { en: 'Users', de: 'Benutzer' } },
  admin: {
    hidden: hiddenUnless('admin'),
    useAsTitle: 'email',
    group: { en: 'Settings', de: 'Einstellungen' },
    defaultColumns: ['name', 'email', 'role'],
  },
  auth: {
    // Failed log-ins lock a client address + account pair (./staffLogin.ts), not the
    // account: a stranger must not be able to lock an administrator out.
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      secure: env().NODE_ENV === 'production' && env().SITE_URL?.startsWith('https://'),
    },
    // Notes when a session of staff or customers was last seen; signs no one in (Payload's JWT
    // check, for every auth collection, comes after it).
    strategies: [sessionLastSeen],
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: readStaffAccounts,
    create: adminOnly,
    update: updateStaffAccounts,
    delete: adminOnly,
    unlock: adminOnly,
  },
  endpoints: staffTwoStepEndpoints,
  hooks: {
    beforeOperation: [throttleStaffLogin, markPasswordReset],
    beforeLogin: [requireSecondStep],
    afterLogin: [staffLoginSucceeded, recordPasswordSession],
    afterOperation: [withholdResetSession, passwordChangeEndsSessions],
    afterDelete: [forgetDeletedAccount, forgetPasskeysOf],
  },
  fields: [
    { name: 'name', label: { en: 'Name', de: 'Name' }, type: 'text' },
    {
      name: 'role',
      label: { en: 'Role', de: 'Rolle' },
      type: 'select',
      required: true,
      defaultValue: 'editor',
      access: { create: roleFieldAccess, update: roleFieldAccess },
      options: [
        { label: { en: 'Administrator', de: 'Administrator' }, value: 'admin' },
        { label: { en: 'Editor', de: 'Redaktion' }, value: 'editor' },
        { label: { en: 'Support', de: 'Support' }, value: 'support' },
      ],
    },
    {
      // The staff member's own two-step sign-in (src/accounts/twoStep), on the account view.
      name: 'twoStep',
      label: { en: 'Two-step sign-in', de: 'Zwei-Schritt-Anmeldung' },
      type: 'ui',
      admin: {
        components: { Field: '@/accounts/twoStep/components/admin/TwoStepField#TwoStepField' },
      },
    },
    {
      // The staff member's own passkeys (src/accounts/passkeys), on the account view.
      name: 'passkeys',
      label: { en: 'Passkeys', de: 'Passkeys' },
      type: 'ui',
      admin: {
        components: { Field: '@/accounts/passkeys/components/admin/PasskeysField#PasskeysField' },
      },
    },
    {
      // The staff member's own signed-in sessions (src/accounts/sessions), on the account view.
      name: 'signedInSessions',
      label: { en: 'Sessions', de: 'Sitzungen' },
      type: 'ui',
      admin: {
        components: { Field: '@/accounts/sessions/components/admin/SessionsField#SessionsField' },
      },
    },
  ],
}
