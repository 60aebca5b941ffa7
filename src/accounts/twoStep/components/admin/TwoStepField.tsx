'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'

import { adminText } from '@/admin/translations'

import { callApi } from './call'
import { RecoveryCodes } from './RecoveryCodes'
import { SetUpSteps } from './SetUpSteps'

type Status = { enabled: boolean; recoveryCodesLeft: number }

/**
 * The users collection's `ui` field: the staff member's own two-step sign-in on the account view
 * (and their own edit view; nobody else's): set up, turn off and new recovery codes.
 */
export function TwoStepField() {
  const { user } = useAuth()
  const { id: docId } = useDocumentInfo()
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const id = useId()
  const base = `${serverURL ?? ''}${api}/users/two-step`
  const own = Boolean(user && docId !== undefined && String(user.id) === String(docId))
  const [status, setStatus] = useState<Status | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState('')

  const load = useCallback(async () => {
    const answer = await callApi<Status>(i18n, base)
    if (answer.ok) setStatus(answer.body)
  }, [base, i18n])
  useEffect(() => {
    if (!own) return
    let current = true
    void callApi<Status>(i18n, base).then((answer) => {
      if (current && answer.ok) setStatus(answer.body)
    })
    return () => {
      current = false
    }
  }, [own, base, i18n])
  if (!own || !status) return null

  const manage = async (action: 'disable' | 'regenerate') => {
    setBusy(true)
    const answer =
      action === 'disable'
        ? await callApi<{ ok: boolean }>(i18n, `${base}/disable`, { code })
        : await callApi<{ recoveryCodes: string[] }>(i18n, `${base}/recovery-codes`, { code })
    setBusy(false)
    if (!answer.ok) return setError(answer.message)
    setError('')
    setCode('')
    if ('recoveryCodes' in answer.body) setCodes(answer.body.recoveryCodes)
    else setMessage(adminText(i18n, 'twoStepDisabled'))
    await load()
  }

  return (
    <section
      className="field-type"
      aria-labelledby={`${id}-title`}
      style={{ marginBottom: 'var(--base)' }}
      data-testid="two-step-field"
    >
      <h3 id={`${id}-title`}>{adminText(i18n, 'twoStepTitle')}</h3>
      <p className="field-description">{adminText(i18n, 'twoStepIntro')}</p>
      <p role="status">
        {message ||
          (status.enabled
            ? adminText(i18n, 'twoStepIsOn', { count: status.recoveryCodesLeft })
            : adminText(i18n, 'twoStepIsOff'))}
      </p>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          doneLabel={adminText(i18n, 'twoStepSaved')}
          onDone={() => setCodes(null)}
        />
      ) : status.enabled ? (
        // Not a form: the account view renders this field inside its own document form.
        <div role="group" aria-labelledby={`${id}-title`}>
          <p id={`${id}-help`}>{adminText(i18n, 'twoStepManageHelp')}</p>
          <div className="field-type text">
            <label className="field-label" htmlFor={`${id}-code`}>
              {adminText(i18n, 'twoStepCodeOrRecovery')}
            </label>
            <input
              id={`${id}-code`}
              name="code"
              type="text"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                void manage('regenerate')
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            />
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="field-error">
              {error}
            </p>
          ) : null}
          <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)' }}>
            <Button
              buttonStyle="secondary"
              onClick={() => void manage('regenerate')}
              disabled={busy}
            >
              {adminText(i18n, 'twoStepRegenerate')}
            </Button>
            <Button buttonStyle="error" onClick={() => void manage('disable')} disabled={busy}>
              {adminText(i18n, 'twoStepDisable')}
            </Button>
          </div>
        </div>
      ) : (
        <SetUpSteps
          start={() => callApi(i18n, `${base}/set-up`, {})}
          confirm={(code) => callApi(i18n, `${base}/confirm`, { code })}
          doneLabel={adminText(i18n, 'twoStepSaved')}
          onDone={() => {
            setMessage('')
            void load()
          }}
        />
      )}
    </section>
  )
}
