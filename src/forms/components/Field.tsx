'use client'

import type { ReactNode } from 'react'

import styles from '../forms.module.css'
import { useFormTexts } from './FormTexts'
import type { ClientField } from './types'

export type FieldProps = {
  field: ClientField
  id: string
  value: string
  error?: string
  onChange: (value: string) => void
  label?: ReactNode
  hint?: string
  after?: ReactNode
}

/** One labelled input with its error next to it (aria-invalid, aria-describedby). */
export function Field({ field, id, value, error, onChange, label, hint, after }: FieldProps) {
  const { forms } = useFormTexts()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    required: field.required,
  }
  const wide = !field.width || field.width > 50 || field.blockType === 'textarea'
  let input: ReactNode
  switch (field.blockType) {
    case 'textarea':
      input = (
        <textarea
          {...common}
          rows={6}
          maxLength={field.maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )
      break
    case 'select':
      input = (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder || '—'}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
      break
    case 'checkbox':
      input = (
        <input
          {...common}
          type="checkbox"
          checked={value === 'true'}
          onChange={(event) => onChange(event.target.checked ? 'true' : '')}
        />
      )
      break
    default:
      input = (
        <input
          {...common}
          type={field.inputType ?? 'text'}
          inputMode={field.blockType === 'captcha' ? 'numeric' : undefined}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder ?? undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )
  }
  return (
    <div
      className={`${styles.field} ${wide ? styles.wide : ''} ${field.blockType === 'checkbox' ? styles.checkbox : ''}`}
    >
      <label htmlFor={id} className={styles.label}>
        {label ?? field.label}
        {field.required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {field.required ? <span className={styles.visuallyHidden}> ({forms.required})</span> : null}
      </label>
      {input}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {after}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
