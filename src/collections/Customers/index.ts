import type { CollectionConfig } from 'payload'

import { nobody, staffOnly, staffOnlyField } from '@/access'
import { selfOrStaff } from '@/access/customers'

const secureCookies = process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https://')

/** Control-area accounts of trial customers. They never enter /admin. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'email', group: 'Hosting', defaultColumns: ['email', 'name', 'trialEndsAt', '_verified'] },
  auth: {
    verify: true,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 60 * 60 * 8,
    cookies: { sameSite: 'Lax', secure: Boolean(secureCookies) },
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  access: {
    admin: nobody,
    read: selfOrStaff,
    create: () => true,
    update: selfOrStaff,
    delete: staffOnly,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'de-CH',
      options: [
        { label: 'Deutsch', value: 'de-CH' },
        { label: 'English', value: 'en' },
      ],
    },
    {
      name: 'trialEndsAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: staffOnlyField, update: staffOnlyField },
    },
  ],
}
