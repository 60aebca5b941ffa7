'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { adminText } from '@/admin/translations'

import type { Answer } from './call'
import { RecoveryCodes } from './RecoveryCodes'

type SetUp = { secret: string; uri: string; qrSvg: string }

/**
 * Setting up the authenticator app in the admin: a new secret as QR code and as text, the first
 * code to confirm it, then the recovery codes, shown once. `onDone` follows the codes.
 */
export function SetUpSteps({
  start,
  confirm,
  doneLabel,
  onDone,
}: {
  start: () => Promise<Answer<SetUp>>
  confirm: (code: string) => Promise<Answer<{ recoveryCodes: string[] }>>
  doneLabel: string
  onDone: () => void
}) {
  const { i18n } = useTranslation()
  const id = useId()
  const [setUp, setSetUp] = useState<SetUp | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState('')

  const begin = async () => {
    setBusy(true)
    const answer = await start()
    setBusy(false)
    if (answer.ok) {
      setSetUp(answer.body)
      setError('')
    } else setError(answer.message)
  }
  const submit = async () => {
    setBusy(true)
    const answer = await confirm(code)
    setBusy(false)
    if (answer.ok) setCodes(answer.body.recoveryCodes)
    else setError(answer.message)
  }

  if (codes) return <RecoveryCodes codes={codes} doneLabel={doneLabel} onDone={onDone} />
  if (!setUp)
    return (
      <div>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <Button buttonStyle="primary" onClick={begin} disabled={busy}>
          {adminText(i18n, 'twoStepSetUp')}
        </Button>
      </div>
    )
  return (
    // Not a form: the admin's account view renders this inside its own document form.
    <div role="group" aria-label={adminText(i18n, 'twoStepSetUp')} data-testid="two-step-set-up">
      <p>{adminText(i18n, 'twoStepScan')}</p>
      <div
        role="img"
        aria-label={adminText(i18n, 'twoStepQrLabel')}
        style={{ width: 200, height: 200, background: '#fff', padding: 4 }}
        dangerouslySetInnerHTML={{ __html: setUp.qrSvg }}
      />
      <p>
        {adminText(i18n, 'twoStepSecret')}:{' '}
        <code data-testid="two-step-secret" style={{ userSelect: 'all', wordBreak: 'break-all' }}>
          {setUp.secret}
        </code>
      </p>
      <div className="field-type text">
        <label className="field-label" htmlFor={`${id}-code`}>
          {adminText(i18n, 'twoStepCode')}
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            void submit()
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <Button buttonStyle="primary" onClick={() => void submit()} disabled={busy}>
        {adminText(i18n, 'twoStepConfirm')}
      </Button>
    </div>
  )
}
