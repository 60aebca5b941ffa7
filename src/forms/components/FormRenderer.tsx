import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'
import { getPayloadClient } from '@/utilities/payload'
import { getSiteSettings } from '@/utilities/siteSettings'

import { FormClient } from './FormClient'
import { FormProviders } from './FormProviders'
import { toClientForm } from './toClientForm'
import styles from '../forms.module.css'
import { NewsletterForm } from '../newsletter/NewsletterForm'

/** Loads the referenced form in the page's language and renders the matching client form. */
export async function FormRenderer({
  form,
  heading,
  intro,
  locale,
  variant = 'block',
}: {
  form: number | string | Form | null | undefined
  heading?: string | null
  intro?: string | null
  locale: Locale
  variant?: 'newsletter' | 'block'
}) {
  if (form === null || form === undefined) return null
  let doc: Form | null = null
  if (typeof form === 'object') doc = form
  else {
    const payload = await getPayloadClient()
    doc = await payload.findByID({ collection: 'forms', id: form, locale, depth: 0, disableErrors: true }).catch(() => null)
  }
  if (!doc) return null
  const [settings, clientForm] = await Promise.all([getSiteSettings(locale), Promise.resolve(toClientForm(doc))])
  const contact = { email: settings.contactEmail, phone: settings.contactPhone }
  const isNewsletter = clientForm.purpose === 'newsletter' || variant === 'newsletter'
  const headingId = `form-${clientForm.id}-heading`

  return (
    <section className={isNewsletter ? styles.newsletterSection : styles.section} aria-labelledby={heading ? headingId : undefined}>
      {heading ? (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <FormProviders locale={locale} apollo={!isNewsletter}>
        {isNewsletter ? (
          <NewsletterForm form={clientForm} locale={locale} contact={contact} />
        ) : (
          <FormClient form={clientForm} locale={locale} contact={contact} />
        )}
      </FormProviders>
    </section>
  )
}
