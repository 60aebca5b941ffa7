'use client'

import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'

/** The classes of the surrounding form's stylesheet (the control area's, the site forms'). */
export type FieldLook = {
  field: string
  label: string
  input?: string
  /** A select's class where it differs from an input's. */
  select?: string
  help: string
  error: string
  /** The visible `*` of a required field and the words a screen reader reads instead. */
  requiredMark?: string
  visuallyHidden?: string
}

type Own = {
  id: string
  label: ReactNode
  look: FieldLook
  help?: ReactNode
  error?: ReactNode
  /** An error is announced at once (role="alert") where no summary of the form announces it. */
  announceError?: boolean
  /** A required field's words for screen readers; with them it shows a `*` beside the label. */
  requiredText?: string
  /** Classes of the wrapper beside `look.field`. */
  className?: string
  /** Shown between the control and its error (a captcha's question, a link). */
  after?: ReactNode
}

type Control =
  | ({ as?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
  | ({ as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({
      as: 'select'
      options: readonly { value: string; label: string }[]
      /** The words of a first, empty choice; without them every choice is a value. */
      placeholder?: string
    } & SelectHTMLAttributes<HTMLSelectElement>)

export type FieldProps = Own & Control
/** A field's props where its area brings the look (and whether errors are announced). */
export type AreaFieldProps = Omit<Own, 'look' | 'announceError'> & Control

/**
 * The one form field of the site and the control area: a labelled input, textarea or select whose
 * help and error are tied to it (aria-describedby, aria-invalid); each area gives its look.
 */
export function Field({
  id,
  label,
  look,
  help,
  error,
  announceError,
  requiredText,
  className,
  after,
  ...control
}: FieldProps) {
  const helpId = help ? `${id}-help` : undefined
  const errorId = error ? `${id}-error` : undefined
  const tied = {
    id,
    name: control.name ?? id,
    className: look.input,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [helpId, errorId].filter(Boolean).join(' ') || undefined,
  }
  let input: ReactNode
  if (control.as === 'textarea') {
    const { as: _, ...attributes } = control
    input = <textarea {...attributes} {...tied} />
  } else if (control.as === 'select') {
    const { as: _, options, placeholder, ...attributes } = control
    input = (
      <select {...attributes} {...tied} className={look.select ?? look.input}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else {
    const { as: _, ...attributes } = control
    input = <input {...attributes} {...tied} />
  }
  const marked = Boolean(control.required && requiredText)
  return (
    <div className={[look.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={look.label}>
        {label}
        {marked ? (
          <span className={look.requiredMark} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {marked ? <span className={look.visuallyHidden}> ({requiredText})</span> : null}
      </label>
      {input}
      {help ? (
        <p id={helpId} className={look.help}>
          {help}
        </p>
      ) : null}
      {after}
      {error ? (
        <p id={errorId} className={look.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
