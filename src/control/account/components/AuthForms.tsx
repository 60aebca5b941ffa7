'use client'

import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { Field, FormStatus } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { useFieldRules } from '@/control/shared/components/useFieldRules'
import { passwordMinLength } from '@/control/shared/limits'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import { useLazyMutation } from '@/graphql/useLazyMutation'
import type { Locale } from '@/i18n/locales'

import {
  LogInCustomerDocument,
  LogInCustomerWithCodeDocument,
  RequestPasswordResetDocument,
  ResetCustomerPasswordDocument,
  SignUpCustomerDocument,
} from '../documents.generated'
import { nameMaxLength } from '../limits'
import { CurrentPasswordField, EmailField, NewPasswordField } from './AccountFields'

const isPasswordLength = (code: string | null) =>
  code === 'passwordTooShort' || code === 'passwordTooLong'

export function SignUpForm() {
  const t = useTranslations('control.auth.signup')
  const locale = useLocale() as Locale
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [signUp, { loading, prepare }] = useLazyMutation(SignUpCustomerDocument)
  const [done, setDone] = useState(false)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const values = {
        email: field(data, 'signup-email'),
        password: field(data, 'signup-password'),
        name: field(data, 'signup-name'),
      }
      return {
        values,
        errors: { email: rules.email(values.email), password: rules.password(values.password) },
      }
    },
    async ({ email, password, name }, { setErrors, setStatus }) => {
      try {
        await signUp({
          variables: { email: email.trim(), password, name: name.trim() || null, locale },
        })
        setDone(true)
      } catch (error) {
        const code = graphqlErrorMessage(error)
        if (isPasswordLength(code)) setErrors({ password: errorText(error) })
        else if (code === 'emailInvalid') setErrors({ email: errorText(error) })
        else setStatus({ error: errorText(error) })
      }
    },
  )

  if (done) {
    return (
      <div className={styles.card} role="status">
        <h2 className={styles.subtitle}>{t('doneTitle')}</h2>
        <p>{t('doneText')}</p>
      </div>
    )
  }
  return (
    <ControlForm
      onSubmit={onSubmit}
      onFocus={prepare}
      status={status}
      statusId="signup-status"
      busy={loading}
      submitLabel={t('submit')}
      busyLabel={t('submitting')}
    >
      <Field id="signup-name" label={t('name')} autoComplete="name" maxLength={nameMaxLength} />
      <EmailField id="signup-email" label={t('email')} error={errors.email} />
      <NewPasswordField
        id="signup-password"
        label={t('password')}
        help={t('passwordRules', { min: passwordMinLength })}
        error={errors.password}
      />
    </ControlForm>
  )
}

/** The pending sign-in's ticket when the log-in asks for the second step (two-step sign-in on). */
function secondStepTicket(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null
  const [first] = error.errors
  const ticket = (first?.extensions?.data as { ticket?: unknown } | undefined)?.ticket
  return first?.message === 'secondStepRequired' && typeof ticket === 'string' ? ticket : null
}

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('control.auth.login')
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [logIn, { loading, prepare }] = useLazyMutation(LogInCustomerDocument)
  const [ticket, setTicket] = useState<{ value: string; notice?: string } | null>(null)
  const { errors, status, setStatus, onSubmit } = useCheckedSubmit(
    (data) => {
      const values = { email: field(data, 'login-email'), password: field(data, 'login-password') }
      return {
        values,
        errors: { email: rules.email(values.email), password: rules.required(values.password) },
      }
    },
    async ({ email, password }, { setStatus }) => {
      try {
        await logIn({ variables: { email: email.trim(), password } })
        // A full navigation, so the server renders the control area with the new cookie.
        window.location.assign(next)
      } catch (error) {
        const pending = secondStepTicket(error)
        if (pending) return setTicket({ value: pending })
        setStatus({
          error: errorText(error, { loginFailed: t('failed'), unverified: t('unverified') }),
        })
      }
    },
  )

  if (ticket)
    return (
      <CodeStepForm
        ticket={ticket.value}
        next={next}
        onExpired={(message) => {
          setTicket(null)
          setStatus({ error: message })
        }}
      />
    )
  return (
    <>
      <ControlForm
        onSubmit={onSubmit}
        onFocus={prepare}
        status={status}
        busy={loading}
        submitLabel={t('submit')}
        busyLabel={t('submitting')}
      >
        <EmailField
          id="login-email"
          label={t('email')}
          autoComplete="username"
          error={errors.email}
        />
        <CurrentPasswordField id="login-password" label={t('password')} error={errors.password} />
      </ControlForm>
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
    </>
  )
}

/**
 * The log-in's second step: a code from the authenticator app or a recovery code for the pending
 * sign-in. A wrong code stays on this step; an expired or used-up ticket goes back to the password.
 */
function CodeStepForm({
  ticket,
  next,
  onExpired,
}: {
  ticket: string
  next: string
  onExpired: (message: string) => void
}) {
  const t = useTranslations('control.auth.login')
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [send, { loading, prepare }] = useLazyMutation(LogInCustomerWithCodeDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const code = field(data, 'login-code')
      return { values: { code }, errors: { code: rules.required(code) } }
    },
    async ({ code }, { setErrors }) => {
      try {
        await send({ variables: { ticket, code: code.trim() } })
        window.location.assign(next)
      } catch (error) {
        const key = graphqlErrorMessage(error)
        if (key === 'codeInvalid') setErrors({ code: t('codeInvalid') })
        else onExpired(errorText(error, { ticketInvalid: t('ticketInvalid') }))
      }
    },
  )
  return (
    <section aria-labelledby="login-code-title">
      <h2 id="login-code-title" className={styles.subtitle}>
        {t('codeTitle')}
      </h2>
      <p id="login-code-intro">{t('codeIntro')}</p>
      <ControlForm
        onSubmit={onSubmit}
        onFocus={prepare}
        status={status}
        statusId="login-code-status"
        busy={loading}
        submitLabel={t('codeSubmit')}
        busyLabel={t('codeSubmitting')}
      >
        <Field
          id="login-code"
          label={t('code')}
          autoComplete="one-time-code"
          autoFocus
          spellCheck={false}
          required
          error={errors.code}
        />
      </ControlForm>
    </section>
  )
}

export function ForgotPasswordForm() {
  const t = useTranslations('control.auth.forgot')
  const locale = useLocale() as Locale
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [request, { loading, prepare }] = useLazyMutation(RequestPasswordResetDocument)
  const [done, setDone] = useState(false)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const email = field(data, 'forgot-email')
      return { values: { email }, errors: { email: rules.email(email) } }
    },
    async ({ email }, { setStatus }) => {
      try {
        await request({ variables: { email: email.trim(), locale } })
        setDone(true)
      } catch (error) {
        setStatus({ error: errorText(error) })
      }
    },
  )

  if (done) return <FormStatus success={t('done')} />
  return (
    <ControlForm
      onSubmit={onSubmit}
      onFocus={prepare}
      status={status}
      busy={loading}
      submitLabel={t('submit')}
      busyLabel={t('submitting')}
    >
      <EmailField id="forgot-email" label={t('email')} error={errors.email} />
    </ControlForm>
  )
}

export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const t = useTranslations('control.auth.reset')
  const signupT = useTranslations('control.auth.signup')
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [reset, { loading, prepare }] = useLazyMutation(ResetCustomerPasswordDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const password = field(data, 'reset-password')
      const confirm = field(data, 'reset-confirm')
      return {
        values: { password },
        errors: {
          password: rules.password(password),
          confirm: password !== confirm ? t('mismatch') : undefined,
        },
      }
    },
    async ({ password }, { setErrors, setStatus }) => {
      try {
        await reset({ variables: { token, password } })
        // A full page load, so nothing of the previous session stays in the client's cache.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`${loginPath}?reset=1`)
      } catch (error) {
        if (isPasswordLength(graphqlErrorMessage(error))) setErrors({ password: errorText(error) })
        else setStatus({ error: errorText(error, { invalidToken: t('invalidToken') }) })
      }
    },
  )

  return (
    <ControlForm
      onSubmit={onSubmit}
      onFocus={prepare}
      status={status}
      busy={loading}
      submitLabel={t('submit')}
      busyLabel={t('submitting')}
    >
      <NewPasswordField
        id="reset-password"
        label={t('password')}
        help={signupT('passwordRules', { min: passwordMinLength })}
        error={errors.password}
      />
      <Field
        id="reset-confirm"
        label={t('confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </ControlForm>
  )
}
