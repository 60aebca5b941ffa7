import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Block, Config, Field, Plugin } from 'payload'

import { adminOnly, adminOnlyField, anyone, contentAdminHidden, contentStaff, nobodyField, supportAdminHidden, supportStaff, supportStaffField } from '@/access'
import { localeField } from '@/fields/locale'

import { CaptchaChallenges } from './CaptchaChallenges'
import { queueNotification, validatePublicSubmission } from './submissionHooks'

/** A form-builder field: the arithmetic captcha (the server issues and checks the question). */
const captchaBlock: Block = {
  slug: 'captcha',
  labels: { singular: 'Captcha', plural: 'Captchas' },
  fields: [
    { name: 'name', type: 'text', required: true, defaultValue: 'captcha' },
    { name: 'label', type: 'text', localized: true },
  ],
}

/** What the visitor sent: set once on create, never changed afterwards. */
const visitorData = { update: nobodyField }

const formBuilder = formBuilderPlugin({
  fields: { payment: false, country: false, state: false, upload: false, captcha: captchaBlock },
  // E-mails are sent by the notifySubmission job (retries, backoff), never synchronously here.
  beforeEmail: () => [],
  formOverrides: {
    admin: { hidden: contentAdminHidden, group: 'Forms', useAsTitle: 'title', defaultColumns: ['title', 'purpose', 'updatedAt'] },
    access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      {
        name: 'purpose',
        type: 'select',
        required: true,
        defaultValue: 'contact',
        options: [
          { label: 'Contact', value: 'contact' },
          { label: 'E-commerce audit', value: 'audit' },
          { label: 'Newsletter sign-up (double opt-in)', value: 'newsletter' },
        ],
        admin: {
          position: 'sidebar',
          description: 'Decides how the site sends the form. Newsletter forms create subscribers instead of submissions.',
        },
      },
      {
        name: 'sendConfirmation',
        type: 'checkbox',
        defaultValue: true,
        admin: { position: 'sidebar', description: 'Send the visitor a confirmation e-mail (in their language)' },
      },
    ],
  },
  formSubmissionOverrides: {
    admin: {
      hidden: supportAdminHidden,
      group: 'Forms',
      useAsTitle: 'name',
      defaultColumns: ['name', 'email', 'form', 'website', 'status', 'locale', 'createdAt'],
      listSearchableFields: ['name', 'email', 'website'],
      description: 'Contact and audit requests. Mails go out by the notifySubmission job (see Jobs).',
    },
    // Visitors only create; support reads and sets the status; only admins delete.
    access: { read: supportStaff, create: anyone, update: supportStaff, delete: adminOnly },
    hooks: { beforeValidate: [validatePublicSubmission], afterChange: [queueNotification] },
    fields: ({ defaultFields }) => [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', maxLength: 200, access: visitorData, admin: { readOnly: true, width: '33%' } },
          { name: 'email', type: 'email', access: visitorData, admin: { readOnly: true, width: '33%' } },
          {
            name: 'website',
            label: 'Audit URL',
            type: 'text',
            maxLength: 2048,
            access: visitorData,
            admin: { readOnly: true, width: '34%', components: { Cell: '@/forms/admin/UrlCell#UrlCell' } },
          },
        ],
      },
      ...defaultFields.map((field) => ({ ...field, access: visitorData }) as Field),
      {
        name: 'status',
        type: 'select',
        defaultValue: 'new',
        index: true,
        // Public submissions get theirs from validatePublicSubmission (after field access ran).
        access: { create: supportStaffField, update: supportStaffField },
        options: [
          { label: { en: 'New', de: 'Neu' }, value: 'new' },
          { label: { en: 'In progress', de: 'In Bearbeitung' }, value: 'in-progress' },
          { label: { en: 'Done', de: 'Erledigt' }, value: 'done' },
          { label: { en: 'Spam', de: 'Spam' }, value: 'spam' },
        ],
        admin: { position: 'sidebar' },
      },
      // The visitor's language (one of the site's locales) is theirs to choose; it never changes afterwards.
      { ...localeField({ admin: { position: 'sidebar', readOnly: true } }), access: { update: nobodyField } },
      {
        name: 'notifications',
        type: 'group',
        access: { create: nobodyField, update: nobodyField },
        admin: { position: 'sidebar', description: 'Set by the notifySubmission job' },
        fields: [
          { name: 'staffNotifiedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
      {
        name: 'retention',
        type: 'group',
        admin: { position: 'sidebar', description: 'Contact requests are reviewed after 2 years (see docs/forms.md)' },
        fields: [
          { name: 'reviewDue', type: 'checkbox', defaultValue: false, index: true, access: { create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
          {
            // Ticking it deletes the submission: an admin's decision.
            name: 'confirmDeletion',
            type: 'checkbox',
            defaultValue: false,
            access: { create: nobodyField, update: adminOnlyField },
            admin: { description: 'Tick to delete this submission at the next retention run' },
          },
        ],
      },
    ],
  },
})

/** The form builder with the project's rules, plus the collection that records used captchas. */
export const formsPlugin: Plugin = async (incoming: Config) => {
  const config = await formBuilder(incoming)
  return { ...config, collections: [...(config.collections ?? []), CaptchaChallenges] }
}
