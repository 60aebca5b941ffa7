import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

type Bilingual = { de: string; en: string }

const both = (de: string, en: string): Bilingual => ({ de, en })

/**
 * The form sales receive offer requests through, sent from the control area ("Request an offer",
 * requestTrialOffer), never from a page. The seed writes it with the other forms; a database
 * seeded before it existed gets it from createOfferForm on the first request.
 */
export const offerForm = {
  title: 'Offertanfrage nach der Testphase',
  purpose: 'offer',
  sendConfirmation: false,
  fields: [
    { blockType: 'text', name: 'name', label: both('Name', 'Name'), required: true, width: 50 },
    {
      blockType: 'email',
      name: 'email',
      label: both('E-Mail-Adresse', 'E-mail address'),
      required: true,
      width: 50,
    },
    {
      blockType: 'text',
      name: 'company',
      label: both('Firma', 'Company'),
      required: true,
      width: 50,
    },
    {
      blockType: 'text',
      name: 'phone',
      label: both('Telefonnummer', 'Phone number'),
      required: false,
      width: 50,
    },
    {
      blockType: 'textarea',
      name: 'message',
      label: both('Nachricht', 'Message'),
      required: true,
      width: 100,
    },
  ],
  submitButtonLabel: both('Offerte anfragen', 'Request an offer'),
  confirmationType: 'message',
  /** Light markdown (a heading and a paragraph), turned into rich text when written. */
  confirmationMessage: both(
    '## Vielen Dank für Ihre Anfrage\n\nWir senden Ihnen so schnell wie möglich eine Offerte.',
    '## Thank you for your request\n\nWe will send you an offer as soon as possible.',
  ),
} as const

const inLanguage = (text: Bilingual, locale: Locale) => (locale === 'en' ? text.en : text.de)

/**
 * Writes the offer form in both languages: created in German, then the English labels into the
 * same field rows. Returns its id.
 */
export async function createOfferForm(payload: Payload): Promise<number | string> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const dataIn = (locale: Locale, ids: (string | null | undefined)[] = []) => ({
    ...offerForm,
    fields: offerForm.fields.map((field, index) => ({
      ...field,
      label: inLanguage(field.label, locale),
      ...(ids[index] ? { id: ids[index] } : {}),
    })),
    submitButtonLabel: inLanguage(offerForm.submitButtonLabel, locale),
    confirmationMessage: convertMarkdownToLexical({
      editorConfig,
      markdown: inLanguage(offerForm.confirmationMessage, locale),
    }),
  })
  // The form is on no page: nothing to revalidate.
  const context = { disableRevalidate: true }
  const created = await payload.create({
    collection: 'forms',
    locale: 'de-CH',
    data: dataIn('de-CH') as never,
    depth: 0,
    context,
  })
  await payload.update({
    collection: 'forms',
    id: created.id,
    locale: 'en',
    data: dataIn(
      'en',
      (created.fields ?? []).map((field) => field.id),
    ) as never,
    depth: 0,
    context,
  })
  return created.id
}
