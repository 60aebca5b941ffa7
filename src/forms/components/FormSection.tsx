import type { ReactNode } from 'react'

import { findForm } from '@/data/forms'
import { getSiteSettings } from '@/data/siteSettings'
import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'

import styles from '../forms.module.css'
import { toClientForm } from './toClientForm'
import type { ClientForm, ContactLinks } from './types'

export type FormView = { clientForm: ClientForm; contact: ContactLinks }

/** The referenced form in the page's language, with the contact links its error state shows. */
export async function loadFormView(
  form: number | string | Form | null | undefined,
  locale: Locale,
): Promise<FormView | null> {
  if (form === null || form === undefined) return null
  const doc = typeof form === 'object' ? form : await findForm(form, locale)
  if (!doc) return null
  const settings = await getSiteSettings(locale)
  if (!settings) return null
  return {
    clientForm: toClientForm(doc),
    contact: { email: settings.contactEmail, phone: settings.contactPhone },
  }
}

/** Heading, introduction and the section around a form. */
export function FormSection({
  formId,
  heading,
  intro,
  newsletter,
  children,
}: {
  formId: string | number
  heading?: string | null
  intro?: string | null
  newsletter: boolean
  children: ReactNode
}) {
  const headingId = `form-${formId}-heading`
  return (
    <section
      className={newsletter ? styles.newsletterSection : styles.section}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  )
}
