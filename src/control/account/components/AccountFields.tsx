'use client'

import { Field } from '@/control/shared/components/Field'
import { passwordMinLength } from '@/control/shared/limits'

type Props = { id: string; label: string; error?: string }

/** An e-mail address the customer types (`username` on the log-in, where browsers fill it). */
export function EmailField({
  autoComplete = 'email',
  ...props
}: Props & { autoComplete?: string }) {
  return <Field {...props} type="email" autoComplete={autoComplete} required />
}

/** The password the account has now. */
export function CurrentPasswordField(props: Props) {
  return <Field {...props} type="password" autoComplete="current-password" required />
}

/** A new password, with its rules under it. */
export function NewPasswordField(props: Props & { help: string }) {
  return (
    <Field
      {...props}
      type="password"
      autoComplete="new-password"
      required
      minLength={passwordMinLength}
    />
  )
}
