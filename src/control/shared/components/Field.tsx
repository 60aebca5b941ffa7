'use client'

import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  MouseEventHandler,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react'

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

type ButtonVariant = 'primary' | 'secondary' | 'danger'

const variantClass: Record<ButtonVariant, string> = {
  primary: styles.button,
  secondary: styles.buttonSecondary,
  danger: `${styles.button} ${styles.buttonDanger}`,
}

type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className' | 'disabled' | 'children'
> & {
  busy: boolean
  label: string
  /** Shown while busy; without it the label stays. */
  busyLabel?: string
  variant?: ButtonVariant
  ref?: Ref<HTMLButtonElement>
}

/** A control-area button: disabled until hydrated (see useHydrated) and while busy. */
function ControlButton({
  type,
  busy,
  label,
  busyLabel,
  variant = 'primary',
  ...button
}: ButtonProps & { type: 'submit' | 'button' }) {
  const hydrated = useHydrated()
  return (
    <button type={type} className={variantClass[variant]} disabled={busy || !hydrated} {...button}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  )
}

/** The form's submit button. */
export function SubmitButton(props: ButtonProps) {
  return <ControlButton type="submit" {...props} />
}

/** A button that acts on its own (no form), e.g. a mutation on click. */
export function ActionButton(
  props: ButtonProps & { onClick: MouseEventHandler<HTMLButtonElement> },
) {
  return <ControlButton type="button" {...props} />
}
