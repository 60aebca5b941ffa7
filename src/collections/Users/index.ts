import type { CollectionConfig } from 'payload'

import { isStaffUser, staffOnly } from '@/access'

/** Staff accounts: the only ones that can enter /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings', defaultColumns: ['name', 'email', 'role'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://') },
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: { en: 'Administrator', de: 'Administrator' }, value: 'admin' },
        { label: { en: 'Editor', de: 'Redaktion' }, value: 'editor' },
        { label: { en: 'Support', de: 'Support' }, value: 'support' },
      ],
    },
  ],
}
