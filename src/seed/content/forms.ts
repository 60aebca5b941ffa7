import { offerForm } from '@/forms/offerForm'

import { rich, t } from '../bilingual'
import type { SeedSet } from '../types'

/**
 * The form-builder forms (contact, audit, newsletter, and the control area's offer request). Field names stay the same in both languages; labels, button and
 * confirmation texts are localized. E-mails are sent by the notifySubmission job, so the forms
 * carry no `emails` of their own.
 */
export const forms: SeedSet = {
  collection: 'forms',
  match: 'title',
  documents: [
    {
      key: 'contact',
      data: {
        title: 'Kontakt',
        purpose: 'contact',
        sendConfirmation: true,
        fields: [
          { blockType: 'text', name: 'name', label: t('Name', 'Name'), required: true, width: 50 },
          {
            blockType: 'email',
            name: 'email',
            label: t('E-Mail-Adresse', 'E-mail address'),
            required: true,
            width: 50,
          },
          {
            blockType: 'text',
            name: 'phone',
            label: t('Telefonnummer', 'Phone number'),
            required: false,
            width: 50,
          },
          {
            blockType: 'textarea',
            name: 'message',
            label: t('Nachricht', 'Message'),
            required: true,
            width: 100,
          },
        ],
        submitButtonLabel: t('Senden', 'Send'),
        confirmationType: 'message',
        confirmationMessage: rich(
          '## Vielen Dank für Ihre Nachricht\n\nWir melden uns so schnell wie möglich.',
          '## Thank you for your message\n\nWe will contact you as soon as possible.',
        ),
      },
    },
    {
      key: 'audit',
      data: {
        title: 'E-Commerce-Audit',
        purpose: 'audit',
        sendConfirmation: false,
        fields: [
          {
            blockType: 'text',
            name: 'website',
            label: t('Webadresse Ihres Shops', 'Website URL of your shop'),
            required: true,
            width: 100,
          },
          {
            blockType: 'email',
            name: 'email',
            label: t('E-Mail-Adresse für unsere Antwort', 'E-mail address for our reply'),
            required: true,
            width: 50,
          },
          { blockType: 'text', name: 'name', label: t('Name', 'Name'), required: false, width: 50 },
          {
            blockType: 'textarea',
            name: 'message',
            label: t('Nachricht (optional)', 'Message (optional)'),
            required: false,
            width: 100,
          },
          {
            blockType: 'captcha',
            name: 'captcha',
            label: t('Sicherheitsfrage', 'Security question'),
          },
        ],
        submitButtonLabel: t('Kostenloses Audit anfordern', 'Request your free audit'),
        confirmationType: 'message',
        confirmationMessage: rich(
          '## Vielen Dank für Ihre Nachricht\n\nWir melden uns so schnell wie möglich.',
          '## Thank you for your message\n\nWe will contact you as soon as possible.',
        ),
      },
    },
    {
      key: 'newsletter',
      data: {
        title: 'Newsletter',
        purpose: 'newsletter',
        sendConfirmation: false,
        fields: [
          {
            blockType: 'email',
            name: 'email',
            label: t('E-Mail-Adresse', 'E-mail address'),
            required: true,
            width: 100,
          },
        ],
        submitButtonLabel: t('Abonnieren', 'Subscribe'),
        confirmationType: 'message',
        confirmationMessage: rich(
          '## Fast geschafft\n\nBitte bestätigen Sie Ihr Abonnement mit dem Link, den wir Ihnen soeben per E-Mail geschickt haben.',
          '## Almost done\n\nPlease confirm your subscription with the link we have just sent you by e-mail.',
        ),
      },
    },
    {
      key: 'offer',
      data: {
        ...offerForm,
        confirmationMessage: rich(
          offerForm.confirmationMessage.de,
          offerForm.confirmationMessage.en,
        ),
      },
    },
  ],
}
