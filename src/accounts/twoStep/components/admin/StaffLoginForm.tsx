'use client'

import { Button, Link, useTranslation } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'

import { adminText } from '@/admin/translations'

import { callApi } from './call'
import { SetUpSteps } from './SetUpSteps'

type Step = { kind: 'password' } | { kind: 'code' | 'setUp'; ticket: string }

/**
 * The admin's log-in form: e-mail and password (Payload's REST log-in), then, when the answer asks
 * for it, the authenticator or recovery code, or the set-up of a second factor the staff policy
 * requires. Each step ends with a full navigation to the admin, which reads the new cookie.
 */
export function StaffLoginForm({
  apiRoute,
  userSlug,
  redirectTo,
  forgotPath,
}: {
  apiRoute: string
  userSlug: string
  redirectTo: string
  forgotPath: string
}) {
  const { i18n, t } = useTranslation()
  const id = useId()
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const base = `${apiRoute}/${userSlug}`
  const enter = () => window.location.assign(redirectTo)

  const logIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    const answer = await callApi(i18n, `${base}/login`, {
      email: data.get('email'),
      password: data.get('password'),
    })
    setBusy(false)
    if (answer.ok) return enter()
    const { ticket, step: next } = answer.data ?? {}
    if (typeof ticket === 'string' && (next === 'code' || next === 'setUp')) {
      setError('')
      setStep({ kind: next, ticket })
    } else setError(answer.message)
  }

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step.kind !== 'code') return
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setBusy(true)
    const answer = await callApi(i18n, `${base}/two-step/sign-in`, { ticket: step.ticket, code })
    setBusy(false)
    if (answer.ok) return enter()
    setError(answer.message)
    if (answer.data?.field !== 'code') setStep({ kind: 'password' })
  }

  const errorLine = error ? (
    <p
      id={`${id}-error`}
      role="alert"
      className="field-error"
      style={{ color: 'var(--theme-error-500)' }}
    >
      {error}
    </p>
  ) : null
  const described = error ? `${id}-error` : undefined

  if (step.kind === 'setUp') {
    const { ticket } = step
    return (
      <div className="login__form" data-testid="two-step-policy">
        <h2>{adminText(i18n, 'twoStepSetUp')}</h2>
        <p>{adminText(i18n, 'twoStepSetUpRequired')}</p>
        <SetUpSteps
          start={() => callApi(i18n, `${base}/two-step/set-up`, { ticket })}
          confirm={(code) => callApi(i18n, `${base}/two-step/confirm`, { ticket, code })}
          doneLabel={adminText(i18n, 'twoStepContinue')}
          onDone={enter}
        />
      </div>
    )
  }

  if (step.kind === 'code')
    return (
      <form className="login__form" onSubmit={sendCode} noValidate aria-describedby={described}>
        <h2>{adminText(i18n, 'twoStepCodeTitle')}</h2>
        <p id={`${id}-help`}>{adminText(i18n, 'twoStepCodeHelp')}</p>
        <div className="field-type text">
          <label className="field-label" htmlFor={`${id}-code`}>
            {adminText(i18n, 'twoStepCodeOrRecovery')}
          </label>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoFocus
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-help`, described].filter(Boolean).join(' ')}
          />
        </div>
        {errorLine}
        <Button type="submit" size="large" buttonStyle="primary" disabled={busy}>
          {adminText(i18n, 'twoStepVerify')}
        </Button>
      </form>
    )

  return (
    <form className="login__form" onSubmit={logIn} noValidate aria-describedby={described}>
      <div className="login__form__inputWrap">
        <div className="field-type email">
          <label className="field-label" htmlFor="field-email">
            {t('general:email')}
          </label>
          <input id="field-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field-type password">
          <label className="field-label" htmlFor="field-password">
            {t('general:password')}
          </label>
          <input
            id="field-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
      </div>
      {errorLine}
      <Link href={forgotPath} prefetch={false}>
        {t('authentication:forgotPasswordQuestion')}
      </Link>
      <Button type="submit" size="large" buttonStyle="primary" disabled={busy}>
        {t('authentication:login')}
      </Button>
    </form>
  )
}
