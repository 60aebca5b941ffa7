'use client'

import { useEffect, useRef } from 'react'

import styles from '../forms.module.css'
import { useFormTexts } from './FormTexts'
import type { ContactLinks } from './types'

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

/** "An error has occurred :" + the message, then the e-mail and phone links of the site settings. */
export function ErrorState({
  message,
  contact,
}: {
  message: string | null
  contact: ContactLinks
}) {
  const { forms, errors } = useFormTexts()
  return (
    <div className={styles.error} role="alert" data-testid="form-error">
      <p>
        <strong>{forms.error.title}</strong> <span>{message || errors.dataClientFallback}</span>
      </p>
      <p>
        {forms.error.retry} <a href={`mailto:${contact.email}`}>{contact.email}</a>{' '}
        {forms.error.call} <a href={telHref(contact.phone)}>{contact.phone}</a>
      </p>
    </div>
  )
}

/** The thank-you state; it takes the focus so screen readers announce it. */
export function ThankYou({ title, text }: { title: string; text: string[] }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      className={styles.success}
      role="status"
      tabIndex={-1}
      data-testid="form-success"
    >
      <p className={styles.successTitle}>{title}</p>
      {text.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}

/** A field the visitor can't see; bots fill it in. */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (value: string) => void
}) {
  const { forms } = useFormTexts()
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{forms.honeypot}</label>
      <input
        id={id}
        name="company_website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
