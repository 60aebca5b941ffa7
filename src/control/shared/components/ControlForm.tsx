'use client'

import type { FormEvent, ReactNode } from 'react'

import styles from './control.module.css'
import { FormStatus, SubmitButton } from './Field'
import type { Status } from './useCheckedSubmit'

/**
 * A control-area form as every one is laid out: its fields, the status line, the submit button
 * (busy while the mutation runs). Checked in the browser first (noValidate, useCheckedSubmit).
 */
export function ControlForm({
  onSubmit,
  onFocus,
  status,
  busy,
  submitLabel,
  busyLabel,
  statusId,
  variant,
  extraActions,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** When a field gets the focus (a form that loads its GraphQL client on use starts loading it). */
  onFocus?: () => void
  status: Status
  busy: boolean
  submitLabel: string
  busyLabel: string
  /** Ties the form to its status line (aria-describedby), so the form is read with it. */
  statusId?: string
  /** `danger` for a deletion. */
  variant?: 'primary' | 'danger'
  /** Beside the submit button (a way back). */
  extraActions?: ReactNode
  children: ReactNode
}) {
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-describedby={statusId}
    >
      {children}
      {statusId ? (
        <div id={statusId}>
          <FormStatus {...status} />
        </div>
      ) : (
        <FormStatus {...status} />
      )}
      <div className={styles.actions}>
        <SubmitButton variant={variant} busy={busy} label={submitLabel} busyLabel={busyLabel} />
        {extraActions}
      </div>
    </form>
  )
}
