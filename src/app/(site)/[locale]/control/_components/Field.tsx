'use client'

import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

import { useHydrated } from '@/components/hooks/useClientSnapshot'

import styles from './control.module.css'

type Props = {
  id: string
  label: string
  help?: ReactNode
  error?: string | null
} & (
  | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
  | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
)

/**
 * A labelled input (or, `multiline`, a textarea) whose help and error are tied to it
 * (aria-describedby, aria-invalid).
 */
export function Field({ id, label, help, error, className, ...control }: Props) {
  const helpId = help ? `${id}-help` : undefined
  const errorId = error ? `${id}-error` : undefined
  const tied = {
    id,
    name: id,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [helpId, errorId].filter(Boolean).join(' ') || undefined,
  }
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control.multiline ? (
        <textarea {...tied} {...withoutFlag(control)} />
      ) : (
        <input {...tied} {...withoutFlag(control)} />
      )}
      {help ? (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The control's own attributes: `multiline` chooses the element and is no attribute of it. */
const withoutFlag = <T extends { multiline?: boolean }>({ multiline: _, ...attributes }: T) =>
  attributes

/** The form-level message region (announced politely, or assertively for errors). */
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div aria-live={error ? 'assertive' : 'polite'} className={styles.statusRegion}>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      {success ? <p className={styles.formSuccess}>{success}</p> : null}
    </div>
  )
}

/** The form's submit button: disabled until hydrated (see useHydrated) and while sending. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  const hydrated = useHydrated()
  return (
    <button type="submit" className={styles.button} disabled={busy || !hydrated}>
      {busy ? busyLabel : label}
    </button>
  )
}
