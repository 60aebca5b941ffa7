import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'

import { FormClient } from './FormClient'
import { FormMessages } from './FormMessages'
import { FormSection, loadFormView } from './FormSection'
import { NewsletterForm } from '../newsletter/components/NewsletterForm'

/**
 * A form placed by a page block: the newsletter sign-up, or a contact, audit or other form sent
 * with the submitForm mutation (the footer's sign-up uses NewsletterSignup instead).
 */
export async function FormRenderer({
  form,
  heading,
  intro,
  locale,
}: {
  form: number | string | Form | null | undefined
  heading?: string | null
  intro?: string | null
  locale: Locale
}) {
  const view = await loadFormView(form, locale)
  if (!view) return null
  const { clientForm, contact } = view
  const newsletter = clientForm.purpose === 'newsletter'
  return (
    <FormSection formId={clientForm.id} heading={heading} intro={intro} newsletter={newsletter}>
      <FormMessages locale={locale}>
        {newsletter ? (
          <NewsletterForm form={clientForm} locale={locale} contact={contact} />
        ) : (
          <FormClient form={clientForm} locale={locale} contact={contact} />
        )}
      </FormMessages>
    </FormSection>
  )
}
