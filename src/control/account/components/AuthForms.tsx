'use client'

import { useMutation } from '@apollo/client/react'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { Field, FormStatus, SubmitButton } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { useFieldRules } from '@/control/shared/components/useFieldRules'
import { passwordMinLength } from '@/control/shared/rules'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import type { Locale } from '@/i18n/locales'

import {
  LogInCustomerDocument,
  RequestPasswordResetDocument,
  ResetCustomerPasswordDocument,
  SignUpCustomerDocument,
} from '../documents.generated'
import { nameMaxLength } from '../rules'

const isPasswordLength = (code: string | null) =>
  code === 'passwordTooShort' || code === 'passwordTooLong'

export function SignUpForm() {
  const t = useTranslations('control.auth.signup')
  const locale = useLocale() as Locale
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [signUp, { loading }] = useMutation(SignUpCustomerDocument)
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
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby="signup-status"
    >
      <Field id="signup-name" label={t('name')} autoComplete="name" maxLength={nameMaxLength} />
      <Field
        id="signup-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <Field
        id="signup-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordMinLength}
        help={t('passwordRules', { min: passwordMinLength })}
        error={errors.password}
      />
      <div id="signup-status">
        <FormStatus {...status} />
      </div>
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('submit')} busyLabel={t('submitting')} />
      </div>
    </form>
  )
}

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('control.auth.login')
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [logIn, { loading }] = useMutation(LogInCustomerDocument)
  const { errors, status, onSubmit } = useCheckedSubmit(
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
        setStatus({
          error: errorText(error, { loginFailed: t('failed'), unverified: t('unverified') }),
        })
      }
    },
  )

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        id="login-email"
        label={t('email')}
        type="email"
        autoComplete="username"
        required
        error={errors.email}
      />
      <Field
        id="login-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <FormStatus {...status} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('submit')} busyLabel={t('submitting')} />
      </div>
    </form>
  )
}

export function ForgotPasswordForm() {
  const t = useTranslations('control.auth.forgot')
  const locale = useLocale() as Locale
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [request, { loading }] = useMutation(RequestPasswordResetDocument)
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
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        id="forgot-email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <FormStatus {...status} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('submit')} busyLabel={t('submitting')} />
      </div>
    </form>
  )
}

export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const t = useTranslations('control.auth.reset')
  const signupT = useTranslations('control.auth.signup')
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [reset, { loading }] = useMutation(ResetCustomerPasswordDocument)
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
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        id="reset-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordMinLength}
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
      <FormStatus {...status} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('submit')} busyLabel={t('submitting')} />
      </div>
    </form>
  )
}
