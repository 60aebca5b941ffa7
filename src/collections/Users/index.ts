import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnless, isStaffUser } from '@/access'
import { readStaffAccounts, roleFieldAccess, updateStaffAccounts } from '@/access/users'

/** Staff accounts: the only ones that can enter /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { hidden: hiddenUnless('admin'), useAsTitle: 'email', group: 'Settings', defaultColumns: ['name', 'email', 'role'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://') },
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: readStaffAccounts,
    create: adminOnly,
    update: updateStaffAccounts,
    delete: adminOnly,
    unlock: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
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
  ],
}
