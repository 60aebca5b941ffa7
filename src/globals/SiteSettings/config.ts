import type { GlobalConfig } from 'payload'

import { adminOnly, anyone, hiddenUnless, staffOnlyField } from '@/access'

import { revalidate } from './hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { hidden: hiddenUnless('admin'), group: 'Settings' },
  // Public settings for every visitor; staff-only ones carry their own read rule.
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidate] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand and contact',
          fields: [
            { name: 'brandName', type: 'text', required: true, defaultValue: 'Unbound' },
            { name: 'engineName', type: 'text', required: true, defaultValue: 'Unbound Engine' },
            { name: 'tagline', type: 'text', localized: true },
            { name: 'contactEmail', type: 'email', required: true },
            { name: 'contactPhone', type: 'text', required: true },
            { name: 'supportEmail', type: 'email', required: true },
            {
              name: 'staffNotificationEmail',
              type: 'email',
              access: { read: staffOnlyField },
              admin: { description: 'Where form submissions are announced' },
            },
            { name: 'address', type: 'textarea', localized: true },
          ],
        },
        {
          label: 'Links and services',
          fields: [
            { name: 'docsUrl', type: 'text', required: true },
            { name: 'githubUrl', type: 'text' },
            { name: 'linkedinUrl', type: 'text' },
            { name: 'instanceDomain', type: 'text', required: true, defaultValue: 'unbound.cloud', admin: { description: 'Engine instances get <subdomain>.<this domain>' } },
            { name: 'sharedMailDomain', type: 'text', required: true, defaultValue: 'mail.unbound.cloud', admin: { description: 'Default sender: no-reply address under this domain' } },
          ],
        },
        {
          label: 'SEO and analytics',
          fields: [
            { name: 'gaMeasurementId', type: 'text', admin: { description: 'Analytics measurement id, e.g. G-XXXXXXX. NEXT_PUBLIC_GA_MEASUREMENT_ID overrides it.' } },
            { name: 'defaultOgImage', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
  ],
}
