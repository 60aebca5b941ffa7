import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'

import { NewsletterForm } from './NewsletterForm'
import { FormMessages } from '../../components/FormMessages'
import { FormSection, loadFormView } from '../../components/FormSection'

/**
 * The footer's newsletter sign-up (double opt-in). It imports nothing of Apollo: the form loads
 * its GraphQL client only when the visitor starts using it.
 */
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
  const view = await loadFormView(form, locale)
  if (!view) return null
  return (
    <FormSection formId={view.clientForm.id} heading={heading} intro={text} newsletter>
      <FormMessages locale={locale}>
        <NewsletterForm form={view.clientForm} locale={locale} contact={view.contact} />
      </FormMessages>
    </FormSection>
  )
}
