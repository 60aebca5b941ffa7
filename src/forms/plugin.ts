import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Block, Field, Plugin } from 'payload'

import {
  adminOnly,
  adminOnlyField,
  anyone,
  contentAdminHidden,
  contentStaff,
  nobodyField,
  supportAdminHidden,
  supportStaff,
  supportStaffField,
} from '@/access'
import { labelFields } from '@/admin/fieldLabels'
import { listedRevalidationHooks } from '@/cache/revalidate'
import { localeField } from '@/fields/locale'

import { assigneeOptions, refuseAssigningOthers, validateAssignee } from './assignee'
import { queueNotification, validatePublicSubmission } from './submissionHooks'

/** A form-builder field: the arithmetic captcha (the server issues and checks the question). */
const captchaBlock: Block = {
  slug: 'captcha',
  labels: {
    singular: { en: 'Captcha', de: 'Captcha' },
    plural: { en: 'Captchas', de: 'Captchas' },
  },
  fields: [
    {
      name: 'name',
      label: { en: 'Name', de: 'Name' },
      type: 'text',
      required: true,
      defaultValue: 'captcha',
    },
    { name: 'label', label: { en: 'Label', de: 'Beschriftung' }, type: 'text', localized: true },
  ],
}

/** What the visitor sent: set once on create, never changed afterwards. */
const visitorData = { update: nobodyField }

const formBuilder: Plugin = formBuilderPlugin({
  fields: { payment: false, country: false, state: false, upload: false, captcha: captchaBlock },
  // E-mails are sent by the notifySubmission job (retries, backoff), never synchronously here.
  beforeEmail: () => [],
  formOverrides: {
    labels: { singular: { en: 'Form', de: 'Formular' }, plural: { en: 'Forms', de: 'Formulare' } },
    admin: {
      hidden: contentAdminHidden,
      group: { en: 'Forms', de: 'Formulare' },
      useAsTitle: 'title',
      defaultColumns: ['title', 'purpose', 'updatedAt'],
    },
    access: { read: anyone, create: contentStaff, update: contentStaff, delete: contentStaff },
    // Pages and the footer that show a form carry its tag (src/cache/referencedTags.ts).
    hooks: listedRevalidationHooks('forms'),
    fields: ({ defaultFields }) => [
      ...labelFields(defaultFields, {
        emails: {
          label: { en: 'E-mails', de: 'E-Mails' },
          labels: {
            singular: { en: 'E-mail', de: 'E-Mail' },
            plural: { en: 'E-mails', de: 'E-Mails' },
          },
        },
        message: { label: { en: 'Message', de: 'Nachricht' } },
        emailTo: {
          placeholder: {
            en: '"Email Sender" <sender@email.com>',
            de: '"Absender" <absender@beispiel.ch>',
          },
        },
        replyTo: {
          placeholder: {
            en: '"Reply To" <reply-to@email.com>',
            de: '"Antwort an" <antwort@beispiel.ch>',
          },
        },
        emailFrom: {
          placeholder: {
            en: '"Email From" <email-from@email.com>',
            de: '"Absender" <absender@beispiel.ch>',
          },
        },
      }),
      {
        name: 'purpose',
        label: { en: 'Purpose', de: 'Zweck' },
        type: 'select',
        required: true,
        defaultValue: 'contact',
        options: [
          { label: { en: 'Contact', de: 'Kontakt' }, value: 'contact' },
          { label: { en: 'E-commerce audit', de: 'E-Commerce-Audit' }, value: 'audit' },
          {
            label: {
              en: 'Newsletter sign-up (double opt-in)',
              de: 'Newsletter-Anmeldung (Double-Opt-in)',
            },
            value: 'newsletter',
          },
          {
            label: { en: 'Offer request (control area)', de: 'Offertanfrage (Kontrollbereich)' },
            value: 'offer',
          },
        ],
        admin: {
          position: 'sidebar',
          description: {
            en: 'Decides how the site sends the form. Newsletter forms create subscribers instead of submissions.',
            de: 'Bestimmt, wie die Website das Formular verarbeitet. Newsletter-Formulare legen Abonnenten statt Einsendungen an.',
          },
        },
      },
      {
        name: 'sendConfirmation',
        label: { en: 'Send confirmation', de: 'Bestätigung senden' },
        type: 'checkbox',
        defaultValue: true,
        admin: {
          position: 'sidebar',
          description: {
            en: 'Send the visitor a confirmation e-mail (in their language)',
            de: 'Der besuchenden Person eine Bestätigungs-E-Mail senden (in ihrer Sprache)',
          },
        },
      },
    ],
  },
  formSubmissionOverrides: {
    labels: {
      singular: { en: 'Form submission', de: 'Einsendung' },
      plural: { en: 'Form submissions', de: 'Einsendungen' },
    },
    admin: {
      hidden: supportAdminHidden,
      group: { en: 'Forms', de: 'Formulare' },
      useAsTitle: 'name',
      defaultColumns: [
        'name',
        'email',
        'form',
        'website',
        'status',
        'assignee',
        'locale',
        'createdAt',
      ],
      listSearchableFields: ['name', 'email', 'website'],
      description: {
        en: 'Contact and audit requests. Mails go out by the notifySubmission job (see Jobs).',
        de: 'Kontakt- und Audit-Anfragen. Mails verschickt der Job notifySubmission (siehe Jobs).',
      },
    },
    // Visitors only create; support reads and sets the status; only admins delete.
    access: { read: supportStaff, create: anyone, update: supportStaff, delete: adminOnly },
    hooks: { beforeValidate: [validatePublicSubmission], afterChange: [queueNotification] },
    fields: ({ defaultFields }) => [
      {
        name: 'reply',
        label: { en: 'Reply by e-mail', de: 'Per E-Mail antworten' },
        type: 'ui',
        admin: { components: { Field: '@/forms/admin/ReplyAction#ReplyAction' } },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'name',
            label: { en: 'Name', de: 'Name' },
            type: 'text',
            maxLength: 200,
            access: visitorData,
            admin: { readOnly: true, width: '33%' },
          },
          {
            name: 'email',
            label: { en: 'E-mail', de: 'E-Mail' },
            type: 'email',
            access: visitorData,
            admin: { readOnly: true, width: '33%' },
          },
          {
            name: 'website',
            label: { en: 'Audit URL', de: 'Audit-URL' },
            type: 'text',
            maxLength: 2048,
            access: visitorData,
            admin: {
              readOnly: true,
              width: '34%',
              components: { Cell: '@/forms/admin/UrlCell#UrlCell' },
            },
          },
        ],
      },
      ...labelFields(defaultFields, {
        form: { label: { en: 'Form', de: 'Formular' } },
        submissionData: {
          label: { en: 'Submission data', de: 'Eingesandte Daten' },
          labels: {
            singular: { en: 'Entry', de: 'Eintrag' },
            plural: { en: 'Submission data', de: 'Eingesandte Daten' },
          },
        },
        field: { label: { en: 'Field', de: 'Feld' } },
        value: { label: { en: 'Value', de: 'Wert' } },
      }).map((field) => ({ ...field, access: visitorData }) as Field),
      {
        name: 'internalNotes',
        label: { en: 'Internal notes', de: 'Interne Notizen' },
        type: 'textarea',
        maxLength: 20000,
        access: { read: supportStaffField, create: supportStaffField, update: supportStaffField },
        admin: {
          description: {
            en: 'For the team only: never shown or sent to the visitor.',
            de: 'Nur für das Team: wird der besuchenden Person nie gezeigt oder gesendet.',
          },
        },
      },
      {
        name: 'status',
        label: { en: 'Status', de: 'Status' },
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
      {
        name: 'assignee',
        label: { en: 'Assignee', de: 'Zuständig' },
        type: 'relationship',
        relationTo: 'users',
        index: true,
        // Leads are worked by support and admins; editors never see them.
        filterOptions: assigneeOptions,
        validate: validateAssignee,
        hooks: { beforeChange: [refuseAssigningOthers] },
        access: { read: supportStaffField, create: supportStaffField, update: supportStaffField },
        admin: {
          position: 'sidebar',
          description: {
            en: 'Support staff take a lead themselves; admins assign it to anyone in support.',
            de: 'Der Support übernimmt eine Anfrage selbst; Admins weisen sie beliebigen Personen im Support zu.',
          },
        },
      },
      // The visitor's language (one of the site's locales) is theirs to choose; it never changes afterwards.
      {
        ...localeField({ admin: { position: 'sidebar', readOnly: true } }),
        access: { update: nobodyField },
      },
      {
        name: 'notifications',
        label: { en: 'Notifications', de: 'Benachrichtigungen' },
        type: 'group',
        access: { create: nobodyField, update: nobodyField },
        admin: {
          position: 'sidebar',
          description: {
            en: 'Set by the notifySubmission job',
            de: 'Vom Job notifySubmission gesetzt',
          },
        },
        fields: [
          {
            name: 'staffNotifiedAt',
            label: { en: 'Staff notified at', de: 'Team benachrichtigt am' },
            type: 'date',
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
          {
            name: 'confirmationSentAt',
            label: { en: 'Confirmation sent at', de: 'Bestätigung gesendet am' },
            type: 'date',
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      {
        name: 'retention',
        label: { en: 'Retention', de: 'Aufbewahrung' },
        type: 'group',
        admin: {
          position: 'sidebar',
          description: {
            en: 'Contact requests are reviewed after 2 years (see docs/forms.md)',
            de: 'Kontaktanfragen werden nach 2 Jahren überprüft (siehe docs/forms.md)',
          },
        },
        fields: [
          {
            name: 'reviewDue',
            label: { en: 'Review due', de: 'Prüfung fällig' },
            type: 'checkbox',
            defaultValue: false,
            index: true,
            access: { create: nobodyField, update: nobodyField },
            admin: { readOnly: true },
          },
          {
            // Ticking it deletes the submission: an admin's decision.
            name: 'confirmDeletion',
            label: { en: 'Confirm deletion', de: 'Löschung bestätigen' },
            type: 'checkbox',
            defaultValue: false,
            access: { create: nobodyField, update: adminOnlyField },
            admin: {
              description: {
                en: 'Tick to delete this submission at the next retention run',
                de: 'Ankreuzen, um diese Einsendung beim nächsten Aufbewahrungslauf zu löschen',
              },
            },
          },
        ],
      },
    ],
  },
})

/** The form builder with the project's rules. */
export const formsPlugin: Plugin = formBuilder
