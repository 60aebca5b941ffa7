'use client'

import { useId, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'

import type { FieldErrorFieldsFragment as FieldError } from '../documents.generated'
import styles from '../forms.module.css'
import { loadRequests } from '../loadRequests'
import { CaptchaField, useCaptcha } from './Captcha'
import { FormField } from './FormField'
import { useFormTexts } from './FormTexts'
import { ErrorState, Honeypot, ThankYou } from './States'
import type { ClientForm, ContactLinks } from './types'
import { useFormStart } from './useFormStart'
import { useSending } from './useSending'

const initialValues = (form: ClientForm) =>
  Object.fromEntries(
    form.fields
      .filter((field) => field.blockType !== 'captcha')
      .map((field) => [field.name, field.defaultValue ?? '']),
  )

/**
 * Contact, audit and any other form-builder form: submitted with the submitForm mutation. Apollo
 * loads when the visitor first focuses the form (or when a captcha is fetched), not with the page.
 * The minimum fill time counts from the captcha challenge, or else from a form start token
 * fetched on that first focus (`data-started` once it is at hand).
 */
export function FormClient({
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
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(form))
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [summary, setSummary] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const { ready, loading, failure, send } = useSending()
  const captchaField = form.fields.find((field) => field.blockType === 'captcha')
  const captcha = useCaptcha(Boolean(captchaField), locale)
  const formStart = useFormStart(!captchaField, locale)

  const fieldId = (name: string) => `${uid}-${name}`
  const showErrors = (list: FieldError[]) => {
    setErrors(Object.fromEntries(list.map((entry) => [entry.field, entry.message])))
    const first = list[0]
    if (first) document.getElementById(fieldId(first.field))?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loading) return
    setSummary(null)
    const data = Object.entries(values).map(([field, value]) => ({ field, value }))
    if (captchaField) data.push({ field: captchaField.name, value: captcha.answer })
    const answer = await send(async (requests) =>
      requests.submitForm({
        form: form.id,
        locale,
        data,
        captchaToken: captchaField ? (captcha.challenge?.token ?? '') : undefined,
        honeypot,
        startToken: await formStart.token(),
      }),
    )
    if (!answer) {
      if (captchaField) void captcha.reset()
      return
    }
    if (answer.ok) {
      setErrors({})
      setDone(true)
      return
    }
    if (answer.captcha) captcha.replace(answer.captcha)
    setSummary(answer.message ?? forms.validation.summary)
    showErrors(answer.fieldErrors)
  }

  if (done) {
    return (
      <ThankYou
        title={form.thankYou?.title || forms.thankYou.title}
        text={form.thankYou?.text?.length ? form.thankYou.text : [forms.thankYou.text]}
      />
    )
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => {
        void loadRequests().catch(() => undefined)
        formStart.begin()
      }}
      noValidate
      aria-busy={loading || undefined}
      data-ready={ready || undefined}
      data-started={formStart.started || undefined}
      data-form={form.purpose}
    >
      <p className={styles.requiredHint}>{forms.requiredHint}</p>
      <div aria-live="polite" className={styles.live}>
        {failure ? <ErrorState message={failure.message} contact={contact} /> : null}
        {summary && !failure ? <p className={styles.summary}>{summary}</p> : null}
      </div>
      <div className={styles.grid}>
        {form.fields.map((field) =>
          field.blockType === 'captcha' ? (
            <CaptchaField
              key={field.name}
              field={field}
              id={fieldId(field.name)}
              state={captcha}
              error={errors[field.name]}
              onAnswer={(value) => {
                captcha.setAnswer(value)
                setErrors(({ [field.name]: _removed, ...rest }) => rest)
              }}
            />
          ) : (
            <FormField
              key={field.name}
              field={field}
              id={fieldId(field.name)}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.name]: value }))
                if (errors[field.name]) setErrors(({ [field.name]: _removed, ...rest }) => rest)
              }}
            />
          ),
        )}
      </div>
      <Honeypot id={`${uid}-hp`} value={honeypot} onChange={setHoneypot} />
      <button type="submit" className={styles.button} disabled={loading}>
        {loading ? forms.sending : form.submitLabel || forms.submit}
      </button>
    </form>
  )
}
