'use client'

import type { ReactNode } from 'react'

import { Field } from '@/components/form/Field'

import styles from '../forms.module.css'
import { useFormTexts } from './FormTexts'
import type { ClientField } from './types'

export type FormFieldProps = {
  field: ClientField
  id: string
  value: string
  error?: string
  onChange: (value: string) => void
  label?: ReactNode
  hint?: string
  after?: ReactNode
}

const look = {
  field: styles.field,
  label: styles.label,
  help: styles.hint,
  error: styles.fieldError,
  requiredMark: styles.requiredMark,
  visuallyHidden: styles.visuallyHidden,
}

/**
 * One field of a form-builder form as the site's form field (src/components/form/Field.tsx):
 * textarea, select, checkbox or input by its block type, required ones marked.
 */
export function FormField({
  field,
  id,
  value,
  error,
  onChange,
  label,
  hint,
  after,
}: FormFieldProps) {
  const { forms } = useFormTexts()
  const wide = !field.width || field.width > 50 || field.blockType === 'textarea'
  const common = {
    id,
    name: field.name,
    look,
    label: label ?? field.label,
    help: hint,
    error,
    after,
    required: field.required,
    'aria-required': field.required || undefined,
    requiredText: forms.required,
    className: [wide ? styles.wide : '', field.blockType === 'checkbox' ? styles.checkbox : '']
      .filter(Boolean)
      .join(' '),
  }
  switch (field.blockType) {
    case 'textarea':
      return (
        <Field
          {...common}
          as="textarea"
          rows={6}
          maxLength={field.maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'select':
      return (
        <Field
          {...common}
          as="select"
          options={field.options ?? []}
          placeholder={field.placeholder || '—'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'checkbox':
      return (
        <Field
          {...common}
          type="checkbox"
          checked={value === 'true'}
          onChange={(event) => onChange(event.target.checked ? 'true' : '')}
        />
      )
    default:
      return (
        <Field
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
}
