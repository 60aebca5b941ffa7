import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import type en from '@/i18n/messages/en/email.json'

type EmailMessages = typeof en

/** A translator for the `email` namespace; its keys are checked against the English catalogue. */
export type EmailTranslator = ReturnType<typeof createTranslator<EmailMessages, 'email'>>

/**
 * The same catalogues as the pages (src/i18n/messages.ts), read outside React. A missing key
 * throws instead of putting the key itself into an e-mail.
 */
export async function emailTranslator(locale: Locale): Promise<EmailTranslator> {
  const messages = (await loadMessages(locale)) as unknown as EmailMessages
  return createTranslator({
    locale,
    messages,
    namespace: 'email',
    onError: (error) => {
      throw error
    },
  })
}
