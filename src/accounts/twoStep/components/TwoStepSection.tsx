'use client'

import { useMutation } from '@apollo/client/react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { ActionButton, Field, FormStatus } from '@/control/shared/components/Field'
import { field, useCheckedSubmit } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import {
  ConfirmTwoStepDocument,
  DisableTwoStepDocument,
  RegenerateRecoveryCodesDocument,
  StartTwoStepSetUpDocument,
} from '../documents.generated'

type Status = { enabled: boolean; recoveryCodesLeft: number }
type SetUp = { secret: string; uri: string; qrSvg: string }

/** The refusals the section names in its own words (others: the control area's common texts). */
function useCodeErrors() {
  const t = useTranslations('control.account.twoStep.errors')
  const errorText = useErrorText('account.errors')
  return (error: unknown) =>
    errorText(error, {
      codeInvalid: t('codeInvalid'),
      setUpExpired: t('setUpExpired'),
      twoStepAlreadyOn: t('twoStepAlreadyOn'),
      twoStepOff: t('twoStepOff'),
      required: t('required'),
    })
}

/**
 * The account page's "Two-step sign-in": set up with a QR code and the key as text, confirmed
 * by a first code; the recovery codes shown once (copy, download); turning it off and new
 * recovery codes with a current or recovery code.
 */
export function TwoStepSection({ initial }: { initial: Status }) {
  const t = useTranslations('control.account.twoStep')
  const [status, setStatus] = useState(initial)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  return (
    <section className={styles.card} aria-labelledby="two-step-title" data-testid="two-step">
      <h2 id="two-step-title" className={styles.subtitle}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <p data-testid="two-step-state">
        {status.enabled ? t('on', { count: status.recoveryCodesLeft }) : t('off')}
      </p>
      {notice ? <FormStatus success={notice} /> : null}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null)
            setNotice(null)
          }}
        />
      ) : status.enabled ? (
        <ManageForm
          onRegenerated={(next) => {
            setCodes(next)
            setStatus({ enabled: true, recoveryCodesLeft: next.length })
          }}
          onDisabled={() => {
            setStatus({ enabled: false, recoveryCodesLeft: 0 })
            setNotice(t('disabled'))
          }}
        />
      ) : (
        <SetUpForm
          onEnabled={(next) => {
            setNotice(null)
            setCodes(next)
            setStatus({ enabled: true, recoveryCodesLeft: next.length })
          }}
        />
      )}
    </section>
  )
}

function SetUpForm({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const t = useTranslations('control.account.twoStep')
  const codeErrors = useCodeErrors()
  const [start, { loading: starting }] = useMutation(StartTwoStepSetUpDocument)
  const [confirm, { loading: confirming }] = useMutation(ConfirmTwoStepDocument)
  const [setUp, setSetUp] = useState<SetUp | null>(null)
  const [startError, setStartError] = useState<string | null>(null)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const code = field(data, 'two-step-code').trim()
      return { values: { code }, errors: { code: code ? undefined : t('errors.required') } }
    },
    async ({ code }, { setErrors, setStatus }) => {
      try {
        const { data } = await confirm({ variables: { code } })
        if (data) onEnabled(data.confirmTwoStep)
      } catch (error) {
        if (graphqlErrorMessage(error) === 'codeInvalid') setErrors({ code: codeErrors(error) })
        else setStatus({ error: codeErrors(error) })
      }
    },
  )
  const begin = async () => {
    setStartError(null)
    try {
      const { data } = await start()
      if (data) setSetUp(data.startTwoStepSetUp)
    } catch (error) {
      setStartError(codeErrors(error))
    }
  }

  if (!setUp)
    return (
      <>
        <FormStatus error={startError} />
        <div className={styles.actions}>
          <ActionButton
            busy={starting}
            label={t('start')}
            busyLabel={t('starting')}
            onClick={begin}
          />
        </div>
      </>
    )
  return (
    <>
      <p id="two-step-scan">{t('scan')}</p>
      <div
        role="img"
        aria-label={t('qr')}
        data-testid="two-step-qr"
        style={{ width: '12rem', height: '12rem', background: '#fff', padding: '0.25rem' }}
        dangerouslySetInnerHTML={{ __html: setUp.qrSvg }}
      />
      <p>
        {t('secret')}:{' '}
        <code data-testid="two-step-secret" style={{ userSelect: 'all', wordBreak: 'break-all' }}>
          {setUp.secret}
        </code>
      </p>
      <ControlForm
        onSubmit={onSubmit}
        status={status}
        statusId="two-step-status"
        busy={confirming}
        submitLabel={t('confirm')}
        busyLabel={t('confirming')}
        extraActions={
          <ActionButton
            variant="secondary"
            busy={false}
            label={t('cancel')}
            onClick={() => setSetUp(null)}
          />
        }
      >
        <Field
          id="two-step-code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          error={errors.code}
        />
      </ControlForm>
    </>
  )
}

function ManageForm({
  onRegenerated,
  onDisabled,
}: {
  onRegenerated: (codes: string[]) => void
  onDisabled: () => void
}) {
  const t = useTranslations('control.account.twoStep')
  const codeErrors = useCodeErrors()
  const [regenerate, { loading: regenerating }] = useMutation(RegenerateRecoveryCodesDocument)
  const [disable, { loading: disabling }] = useMutation(DisableTwoStepDocument)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()

  const act = async (action: 'regenerate' | 'disable') => {
    const value = code.trim()
    if (!value) return setError(t('errors.required'))
    setError(undefined)
    try {
      if (action === 'disable') {
        await disable({ variables: { code: value } })
        onDisabled()
      } else {
        const { data } = await regenerate({ variables: { code: value } })
        if (data) onRegenerated(data.regenerateRecoveryCodes)
      }
      setCode('')
    } catch (failure) {
      setError(codeErrors(failure))
    }
  }

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void act('regenerate')
      }}
    >
      <Field
        id="two-step-manage-code"
        label={t('manageCode')}
        help={t('manageHelp')}
        autoComplete="one-time-code"
        spellCheck={false}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div className={styles.actions}>
        <ActionButton
          variant="secondary"
          busy={regenerating}
          label={t('regenerate')}
          busyLabel={t('working')}
          onClick={() => void act('regenerate')}
        />
        <ActionButton
          variant="danger"
          busy={disabling}
          label={t('disable')}
          busyLabel={t('working')}
          onClick={() => void act('disable')}
        />
      </div>
    </form>
  )
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('control.account.twoStep')
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`
  return (
    <div aria-labelledby="two-step-recovery-title" role="group" data-testid="two-step-recovery">
      <h3 id="two-step-recovery-title" className={styles.subtitle}>
        {t('recoveryTitle')}
      </h3>
      <p>{t('recoveryHelp')}</p>
      <ul style={{ fontFamily: 'monospace', listStyle: 'none', padding: 0, columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ActionButton
          variant="secondary"
          busy={false}
          label={t('copy')}
          onClick={async () => {
            await navigator.clipboard?.writeText(text).catch(() => undefined)
            setCopied(true)
          }}
        />
        <a
          className={styles.linkButton}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="unbound-recovery-codes.txt"
        >
          {t('download')}
        </a>
        <ActionButton busy={false} label={t('saved')} onClick={onDone} />
      </div>
      <FormStatus success={copied ? t('copied') : null} />
    </div>
  )
}
