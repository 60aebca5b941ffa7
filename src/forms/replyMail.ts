import { localeOf } from '@/email/links'
import { emailTranslator } from '@/email/translator'

export type ReplyInput = {
  email?: string | null
  name?: string | null
  locale?: string | null
  form: string
  brand: string
}

/**
 * A `mailto:` link that opens a reply to the visitor in their language: subject, greeting and the
 * team's signature from the e-mail catalogue. Null when the submission has no e-mail address.
 */
export async function replyMailto(input: ReplyInput): Promise<string | null> {
  const to = input.email?.trim()
  if (!to || /[\s<>,;?]/.test(to)) return null
  const t = await emailTranslator(localeOf(input.locale))
  const name = input.name?.trim()
  const subject = t('leadReply.subject', { form: input.form, brand: input.brand })
  const body = [
    name ? t('leadReply.greetingWithName', { name }) : t('leadReply.greeting'),
    t('leadReply.body'),
    '',
    t('site.signature', { brand: input.brand }),
  ].join('\n\n')
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?${query}`
}
