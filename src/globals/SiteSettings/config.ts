import type { GlobalConfig } from 'payload'

import { hiddenUnless, publishedGlobalAccess, staffOnlyField } from '@/access'
import { globalVersions, publishGlobalUnlessDraft } from '@/collections/versions'

import { revalidate } from './hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', de: 'Website-Einstellungen' },
  admin: { hidden: hiddenUnless('admin'), group: { en: 'Settings', de: 'Einstellungen' } },
  // Public settings for every visitor; staff-only ones carry their own read rule.
  access: publishedGlobalAccess('admin'),
  versions: globalVersions,
  hooks: { beforeOperation: [publishGlobalUnlessDraft], afterChange: [revalidate] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Brand and contact', de: 'Marke und Kontakt' },
          fields: [
            {
              name: 'brandName',
              label: { en: 'Brand name', de: 'Markenname' },
              type: 'text',
              required: true,
              defaultValue: 'Unbound',
            },
            {
              name: 'engineName',
              label: { en: 'Engine name', de: 'Engine-Name' },
              type: 'text',
              required: true,
              defaultValue: 'Unbound Engine',
            },
            {
              name: 'tagline',
              label: { en: 'Tagline', de: 'Slogan' },
              type: 'text',
              localized: true,
            },
            {
              name: 'contactEmail',
              label: { en: 'Contact e-mail', de: 'Kontakt-E-Mail' },
              type: 'email',
              required: true,
            },
            {
              name: 'contactPhone',
              label: { en: 'Contact phone', de: 'Kontakttelefon' },
              type: 'text',
              required: true,
            },
            {
              name: 'supportEmail',
              label: { en: 'Support e-mail', de: 'Support-E-Mail' },
              type: 'email',
              required: true,
            },
            {
              name: 'staffNotificationEmail',
              label: { en: 'Staff notification e-mail', de: 'E-Mail für Team-Benachrichtigungen' },
              type: 'email',
              access: { read: staffOnlyField },
              admin: {
                description: {
                  en: 'Where form submissions are announced',
                  de: 'Wohin Formulareinsendungen gemeldet werden',
                },
              },
            },
            {
              name: 'address',
              label: { en: 'Address', de: 'Adresse' },
              type: 'textarea',
              localized: true,
            },
          ],
        },
        {
          label: { en: 'Links and services', de: 'Links und Dienste' },
          fields: [
            {
              name: 'docsUrl',
              label: { en: 'Documentation URL', de: 'Dokumentations-URL' },
              type: 'text',
              required: true,
            },
            { name: 'githubUrl', label: { en: 'GitHub URL', de: 'GitHub-URL' }, type: 'text' },
            {
              name: 'linkedinUrl',
              label: { en: 'LinkedIn URL', de: 'LinkedIn-URL' },
              type: 'text',
            },
            {
              name: 'instanceDomain',
              label: { en: 'Instance domain', de: 'Instanz-Domain' },
              type: 'text',
              required: true,
              defaultValue: 'unbound.cloud',
              admin: {
                description: {
                  en: 'Engine instances get <subdomain>.<this domain>',
                  de: 'Engine-Instanzen erhalten <Subdomain>.<diese Domain>',
                },
              },
            },
            {
              name: 'sharedMailDomain',
              label: { en: 'Shared mail domain', de: 'Gemeinsame Mail-Domain' },
              type: 'text',
              required: true,
              defaultValue: 'mail.unbound.cloud',
              admin: {
                description: {
                  en: 'Default sender: no-reply address under this domain',
                  de: 'Standardabsender: No-Reply-Adresse unter dieser Domain',
                },
              },
            },
          ],
        },
        {
          label: { en: 'SEO and analytics', de: 'SEO und Analytics' },
          fields: [
            {
              name: 'gaMeasurementId',
              label: { en: 'Google Analytics measurement ID', de: 'Google-Analytics-Mess-ID' },
              type: 'text',
              admin: {
                description: {
                  en: 'Analytics measurement id, e.g. G-XXXXXXX. NEXT_PUBLIC_GA_MEASUREMENT_ID overrides it.',
                  de: 'Analytics-Mess-ID, z. B. G-XXXXXXX. NEXT_PUBLIC_GA_MEASUREMENT_ID hat Vorrang.',
                },
              },
            },
            {
              name: 'defaultOgImage',
              label: { en: 'Default social image', de: 'Standard-Vorschaubild' },
              type: 'upload',
              relationTo: 'media',
            },
          ],
        },
      ],
    },
  ],
}
