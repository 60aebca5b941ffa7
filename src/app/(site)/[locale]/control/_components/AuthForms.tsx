'use client'

import { useMutation } from '@apollo/client/react'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { isEmail } from '@/hosting/launchRules'
import { LOG_IN, REQUEST_RESET, RESET_PASSWORD, SIGN_UP } from '@/hosting/operations'
import { passwordMinLength, passwordProblem } from '@/hosting/passwordPolicy'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import type { Locale } from '@/i18n/locales'

import { Field, FormStatus, useHydrated } from './Field'
import styles from './control.module.css'
import { useErrorText } from './useErrorText'

type Errors = Record<string, string | undefined>

function useFieldRules() {
  const t = useTranslations('control.auth.errors')
  return {
    email: (value: string) => (!value.trim() ? t('required') : !isEmail(value.trim()) ? t('emailInvalid') : undefined),
    password: (value: string) => {
      const problem = passwordProblem(value)
      return problem ? t(problem, { min: passwordMinLength, max: 128 }) : undefined
    },
    required: (value: string) => (!value ? t('required') : undefined),
  }
}

const focusFirstError = (form: HTMLFormElement) => {
  requestAnimationFrame(() => (form.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus())
}

export function SignUpForm() {
  const hydrated = useHydrated()
  const t = useTranslations('control.auth.signup')
  const locale = useLocale() as Locale
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [signUp, { loading }] = useMutation(SIGN_UP)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('signup-email') ?? '')
    const password = String(data.get('signup-password') ?? '')
    const name = String(data.get('signup-name') ?? '')
    const next = { email: rules.email(email), password: rules.password(password) }
    setErrors(next)
    setFormError(null)
    if (next.email || next.password) return focusFirstError(form)
    try {
      await signUp({ variables: { email: email.trim(), password, name: name.trim() || null, locale } })
      setDone(true)
    } catch (error) {
      const code = graphqlErrorMessage(error)
      if (code === 'passwordTooShort' || code === 'passwordTooLong') setErrors({ password: errorText(error) })
      else if (code === 'emailInvalid') setErrors({ email: errorText(error) })
      else setFormError(errorText(error))
    }
  }

  if (done) {
    return (
      <div className={styles.card} role="status">
        <h2 className={styles.subtitle}>{t('doneTitle')}</h2>
        <p>{t('doneText')}</p>
      </div>
    )
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-describedby="signup-status">
      <Field id="signup-name" label={t('name')} autoComplete="name" maxLength={120} />
      <Field id="signup-email" label={t('email')} type="email" autoComplete="email" required error={errors.email} />
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
        <FormStatus error={formError} />
      </div>
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={loading || !hydrated}>
          {loading ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}

export function LoginForm({ next }: { next: string }) {
  const hydrated = useHydrated()
  const t = useTranslations('control.auth.login')
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [logIn, { loading }] = useMutation(LOG_IN)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('login-email') ?? '')
    const password = String(data.get('login-password') ?? '')
    const nextErrors = { email: rules.email(email), password: rules.required(password) }
    setErrors(nextErrors)
    setFormError(null)
    if (nextErrors.email || nextErrors.password) return focusFirstError(form)
    try {
      await logIn({ variables: { email: email.trim(), password } })
      // A full navigation, so the server renders the control area with the new cookie.
      window.location.assign(next)
    } catch (error) {
      setFormError(errorText(error, { loginFailed: t('failed'), unverified: t('unverified') }))
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <Field id="login-email" label={t('email')} type="email" autoComplete="username" required error={errors.email} />
      <Field id="login-password" label={t('password')} type="password" autoComplete="current-password" required error={errors.password} />
      <FormStatus error={formError} />
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={loading || !hydrated}>
          {loading ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}

export function ForgotPasswordForm() {
  const hydrated = useHydrated()
  const t = useTranslations('control.auth.forgot')
  const locale = useLocale() as Locale
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [request, { loading }] = useMutation(REQUEST_RESET)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('forgot-email') ?? '')
    const nextErrors = { email: rules.email(email) }
    setErrors(nextErrors)
    setFormError(null)
    if (nextErrors.email) return focusFirstError(form)
    try {
      await request({ variables: { email: email.trim(), locale } })
      setDone(true)
    } catch (error) {
      setFormError(errorText(error))
    }
  }

  if (done) return <FormStatus success={t('done')} />
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <Field id="forgot-email" label={t('email')} type="email" autoComplete="email" required error={errors.email} />
      <FormStatus error={formError} />
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={loading || !hydrated}>
          {loading ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}

export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const hydrated = useHydrated()
  const t = useTranslations('control.auth.reset')
  const signupT = useTranslations('control.auth.signup')
  const rules = useFieldRules()
  const errorText = useErrorText()
  const [reset, { loading }] = useMutation(RESET_PASSWORD)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const password = String(data.get('reset-password') ?? '')
    const confirm = String(data.get('reset-confirm') ?? '')
    const nextErrors = { password: rules.password(password), confirm: password !== confirm ? t('mismatch') : undefined }
    setErrors(nextErrors)
    setFormError(null)
    if (nextErrors.password || nextErrors.confirm) return focusFirstError(form)
    try {
      await reset({ variables: { token, password } })
      window.location.assign(`${loginPath}?reset=1`)
    } catch (error) {
      const code = graphqlErrorMessage(error)
      if (code === 'passwordTooShort' || code === 'passwordTooLong') setErrors({ password: errorText(error) })
      else setFormError(errorText(error, { invalidToken: t('invalidToken') }))
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
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
      <Field id="reset-confirm" label={t('confirm')} type="password" autoComplete="new-password" required error={errors.confirm} />
      <FormStatus error={formError} />
      <div className={styles.actions}>
        <button className={styles.button} type="submit" disabled={loading || !hydrated}>
          {loading ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}
