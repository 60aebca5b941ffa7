import type { CollectionConfig } from 'payload'

import { nobodyField, supportAdminHidden, supportStaff, supportStaffField } from '@/access'
import { localeField } from '@/fields/locale'

import { exportConfirmedEndpoint } from './exportConfirmed'

/**
 * Newsletter sign-ups with double opt-in: a sign-up is `pending` until the visitor opens the
 * link of the confirmation e-mail; only `confirmed` subscribers receive newsletters. Unconfirmed
 * sign-ups are removed after 30 days by the retention job. Created only through the
 * subscribeNewsletter mutation (server-side), never directly by visitors.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: { en: 'Newsletter subscriber', de: 'Newsletter-Abonnent' },
    plural: { en: 'Newsletter subscribers', de: 'Newsletter-Abonnenten' },
  },
  admin: {
    hidden: supportAdminHidden,
    group: { en: 'Forms', de: 'Formulare' },
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'createdAt', 'confirmedAt', 'unsubscribedAt'],
    listSearchableFields: ['email'],
    description: {
      en: 'Only confirmed subscribers count. Pending sign-ups are deleted after 30 days.',
      de: 'Nur bestätigte Abonnenten zählen. Unbestätigte Anmeldungen werden nach 30 Tagen gelöscht.',
    },
    components: {
      beforeListTable: ['@/forms/newsletter/ExportLink#ExportLink'],
    },
  },
  access: { read: supportStaff, create: supportStaff, update: supportStaff, delete: supportStaff },
  endpoints: [exportConfirmedEndpoint],
  fields: [
    {
      name: 'email',
      label: { en: 'E-mail', de: 'E-Mail' },
      type: 'email',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'status',
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        {
          label: { en: 'Pending (not confirmed)', de: 'Ausstehend (nicht bestätigt)' },
          value: 'pending',
        },
        { label: { en: 'Confirmed', de: 'Bestätigt' }, value: 'confirmed' },
        { label: { en: 'Unsubscribed', de: 'Abgemeldet' }, value: 'unsubscribed' },
      ],
      admin: { position: 'sidebar' },
    },
    localeField({ required: true, admin: { position: 'sidebar' } }),
    {
      name: 'form',
      label: { en: 'Form', de: 'Formular' },
      type: 'relationship',
      relationTo: 'forms',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'confirmedAt',
      label: { en: 'Confirmed at', de: 'Bestätigt am' },
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'unsubscribedAt',
      label: { en: 'Unsubscribed at', de: 'Abgemeldet am' },
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'optInSentAt',
      label: { en: 'Opt-in sent at', de: 'Opt-in gesendet am' },
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'confirmationToken',
      label: { en: 'Confirmation token', de: 'Bestätigungs-Token' },
      type: 'text',
      index: true,
      access: { read: supportStaffField, create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    {
      name: 'unsubscribeToken',
      label: { en: 'Unsubscribe token', de: 'Abmelde-Token' },
      type: 'text',
      index: true,
      access: { read: supportStaffField, create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
  ],
}
