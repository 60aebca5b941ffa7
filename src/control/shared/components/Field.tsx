'use client'

import type { ButtonHTMLAttributes, MouseEventHandler, Ref } from 'react'

import { Field as SharedField, type AreaFieldProps, type FieldLook } from '@/components/form/Field'
import { useHydrated } from '@/components/hooks/useClientSnapshot'

import styles from './control.module.css'

const look: FieldLook = {
  field: styles.field,
  label: styles.label,
  input: styles.input,
  select: styles.select,
  help: styles.help,
  error: styles.error,
}

/**
 * A labelled input, textarea (`as="textarea"`) or select of the control area: the site's one
 * form field (src/components/form/Field.tsx) in the control area's look; its error is announced
 * at once.
 */
export function Field(props: AreaFieldProps) {
  return <SharedField look={look} announceError {...props} />
}

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
