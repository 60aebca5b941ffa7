'use client'

import { useId, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'

import { FormField } from '../../components/FormField'
import { useFormTexts } from '../../components/FormTexts'
import { ErrorState, Honeypot, ThankYou } from '../../components/States'
import type { ClientField, ClientForm, ContactLinks } from '../../components/types'
import { useFormStart } from '../../components/useFormStart'
import { useSending } from '../../components/useSending'
import styles from '../../forms.module.css'
import { limits } from '../../limits'

const fallbackField: ClientField = {
  name: 'email',
  blockType: 'email',
  label: '',
  required: true,
  inputType: 'email',
  maxLength: limits.email,
  autoComplete: 'email',
}

/**
 * E-mail sign-up with double opt-in (subscribeNewsletter mutation). Apollo loads when the visitor
 * first focuses the form, to fetch the form start token the minimum fill time counts from.
 */
export function NewsletterForm({
  form,
  locale,
  contact,
}: {
  form: ClientForm
  locale: Locale
  contact: ContactLinks
}) {
  const { forms } = useFormTexts()
  const uid = useId()
  const field = form.fields.find((entry) => entry.blockType === 'email') ?? fallbackField
  const label = field.label || forms.newsletter.email
  const [email, setEmail] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState(false)
  const { ready, loading, failure, send } = useSending()
  const formStart = useFormStart(true, locale)
  const id = `${uid}-email`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loading) return
    const result = await send(async (requests) =>
      requests.subscribeNewsletter({
        email,
        locale,
        form: form.id,
        field: field.name,
        honeypot,
        startToken: await formStart.token(),
      }),
    )
    if (!result) return
    if (result.ok) {
      setDone(true)
      return
    }
    setError(result.fieldErrors[0]?.message ?? result.message ?? undefined)
    document.getElementById(id)?.focus()
  }

  if (done) {
    return (
      <ThankYou
        title={form.thankYou?.title || forms.newsletter.thankYou.title}
        text={form.thankYou?.text?.length ? form.thankYou.text : [forms.newsletter.thankYou.text]}
      />
    )
  }

  return (
    <form
      className={`${styles.form} ${styles.newsletterForm}`}
      onSubmit={onSubmit}
      onFocus={formStart.begin}
      noValidate
      aria-busy={loading || undefined}
      data-ready={ready || undefined}
      data-started={formStart.started || undefined}
      data-form="newsletter"
    >
      <div aria-live="polite" className={styles.live}>
        {failure ? <ErrorState message={failure.message} contact={contact} /> : null}
      </div>
      <div className={styles.inline}>
        <FormField
          field={{ ...field, label, required: true }}
          id={id}
          value={email}
          error={error}
          onChange={(value) => {
            setEmail(value)
            setError(undefined)
          }}
        />
        <button type="submit" className={styles.button} disabled={loading}>
          {loading ? forms.sending : form.submitLabel || forms.newsletter.submit}
        </button>
      </div>
      <Honeypot id={`${uid}-hp`} value={honeypot} onChange={setHoneypot} />
    </form>
  )
}
