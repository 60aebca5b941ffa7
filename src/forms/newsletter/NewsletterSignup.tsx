import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'

import { FormRenderer } from '@/forms/components/FormRenderer'

/** The footer's newsletter sign-up (double opt-in). */
export async function NewsletterSignup({
  form,
  heading,
  text,
  locale,
}: {
  form?: number | Form | null
  heading?: string | null
  text?: string | null
  locale: Locale
}) {
  if (!form) return null
  return <FormRenderer form={form} heading={heading} intro={text} locale={locale} variant="newsletter" />
}

export default NewsletterSignup
