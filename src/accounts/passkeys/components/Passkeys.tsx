'use client'

import { useMutation, useQuery } from '@apollo/client/react'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import styles from '@/control/shared/components/control.module.css'
import { ControlForm } from '@/control/shared/components/ControlForm'
import { ActionButton, Field, FormStatus } from '@/control/shared/components/Field'
import { field, useCheckedSubmit, type Status } from '@/control/shared/components/useCheckedSubmit'
import { graphqlErrorMessage } from '@/graphql/errorMessage'

import {
  AddPasskeyDocument,
  MyPasskeysDocument,
  PasskeyConfirmationOptionsDocument,
  PasskeyRegistrationOptionsDocument,
  RemovePasskeyDocument,
  type PasskeyFieldsFragment,
} from '../documents.generated'
import { passkeyName, passkeyNameMaxLength } from '../rules'
import { CeremonyError, createPasskey, signWithPasskey } from './ceremony'

type ErrorKey = Parameters<ReturnType<typeof useTranslations<'control.account.passkeys.errors'>>>[0]

/** A refusal of the browser or the server in the account page's words. */
function usePasskeyError() {
  const t = useTranslations('control.account.passkeys.errors')
  const common = useTranslations('control.auth.errors')
  return (error: unknown): string => {
    const code = error instanceof CeremonyError ? error.code : graphqlErrorMessage(error)
    if (code && t.has(code as ErrorKey)) return t(code as ErrorKey)
    if (code === 'tooManyRequests' || code === 'temporarilyUnavailable') return common(code)
    return t('passkeyFailed')
  }
}

/**
 * The account page's passkeys: the list (name, added, last used), adding one under a name the
 * customer gives (the browser asks the device), and removing one after the password or another
 * passkey confirms it.
 */
export function Passkeys() {
  const t = useTranslations('control.account.passkeys')
  const errorText = usePasskeyError()
  const { data, error, loading, refetch } = useQuery(MyPasskeysDocument, {
    fetchPolicy: 'cache-and-network',
  })
  const [status, setStatus] = useState<Status>({})
  const passkeys = data?.myPasskeys

  return (
    <section className={styles.card} aria-labelledby="passkeys-title" aria-busy={loading}>
      <h2 id="passkeys-title" className={styles.subtitle}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      {error ? <FormStatus error={errorText(error)} /> : <FormStatus {...status} />}
      {!passkeys ? (
        error ? null : (
          <p>{t('loading')}</p>
        )
      ) : passkeys.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <PasskeyTable
          passkeys={passkeys}
          onRemoved={(name) => {
            setStatus({ success: t('remove.removed', { name }) })
            void refetch()
          }}
        />
      )}
      <AddPasskeyForm
        onAdded={(name) => {
          setStatus({ success: t('add.added', { name }) })
          void refetch()
        }}
      />
    </section>
  )
}

function PasskeyTable({
  passkeys,
  onRemoved,
}: {
  passkeys: PasskeyFieldsFragment[]
  onRemoved: (name: string) => void
}) {
  const t = useTranslations('control.account.passkeys')
  const format = useFormatter()
  const [removing, setRemoving] = useState<PasskeyFieldsFragment | null>(null)
  const when = (value: string | null | undefined) =>
    value
      ? format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
      : t('never')

  return (
    <>
      <div
        className={styles.tableWrap}
        tabIndex={0}
        role="region"
        aria-labelledby="passkeys-caption"
      >
        <table className={styles.table} data-testid="passkeys">
          <caption id="passkeys-caption" className={styles.help} style={{ textAlign: 'left' }}>
            {t('caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col">{t('columns.lastUsed')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <th scope="row" style={{ fontWeight: 600 }}>
                  {passkey.name}
                </th>
                <td>{when(passkey.createdAt)}</td>
                <td>{when(passkey.lastUsedAt)}</td>
                <td>
                  <ActionButton
                    variant="secondary"
                    busy={false}
                    label={t('remove.button')}
                    aria-label={t('remove.label', { name: passkey.name })}
                    aria-expanded={removing?.id === passkey.id}
                    onClick={() => setRemoving(passkey)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {removing ? (
        <RemovePasskey
          key={removing.id}
          passkey={removing}
          hasOther={passkeys.length > 1}
          onCancel={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null)
            onRemoved(removing.name)
          }}
        />
      ) : null}
    </>
  )
}

/** Asks for the password or another passkey before removing `passkey`; Escape cancels. */
function RemovePasskey({
  passkey,
  hasOther,
  onCancel,
  onRemoved,
}: {
  passkey: PasskeyFieldsFragment
  hasOther: boolean
  onCancel: () => void
  onRemoved: () => void
}) {
  const t = useTranslations('control.account.passkeys')
  const errorText = usePasskeyError()
  const [remove, { loading }] = useMutation(RemovePasskeyDocument)
  const [confirmationOptions] = useMutation(PasskeyConfirmationOptionsDocument)
  const [confirming, setConfirming] = useState(false)
  const [status, setStatus] = useState<Status>({})
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => titleRef.current?.focus(), [])

  const { errors, onSubmit } = useCheckedSubmit(
    (data) => {
      const password = field(data, 'passkey-remove-password')
      return {
        values: { password },
        errors: { password: password ? undefined : t('errors.confirmationRequired') },
      }
    },
    async ({ password }) => {
      setStatus({})
      try {
        await remove({ variables: { id: passkey.id, password } })
        onRemoved()
      } catch (caught) {
        setStatus({ error: errorText(caught) })
      }
    },
  )

  const withPasskey = async () => {
    setConfirming(true)
    setStatus({})
    try {
      const { data } = await confirmationOptions({ variables: { id: passkey.id } })
      const response = await signWithPasskey(data!.passkeyConfirmationOptions)
      await remove({ variables: { id: passkey.id, response } })
      onRemoved()
    } catch (caught) {
      setStatus({ error: errorText(caught) })
    } finally {
      setConfirming(false)
    }
  }

  return (
    <div
      className={styles.fieldset}
      role="group"
      aria-labelledby="passkey-remove-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <h3 id="passkey-remove-title" ref={titleRef} tabIndex={-1} style={{ marginTop: 0 }}>
        {t('remove.title', { name: passkey.name })}
      </h3>
      <p>{t('remove.intro')}</p>
      <ControlForm
        onSubmit={onSubmit}
        status={status}
        busy={loading && !confirming}
        submitLabel={t('remove.withPassword')}
        busyLabel={t('remove.working')}
        variant="danger"
        extraActions={
          <>
            {hasOther ? (
              <ActionButton
                variant="secondary"
                busy={confirming}
                label={t('remove.withPasskey')}
                busyLabel={t('signIn.working')}
                onClick={withPasskey}
              />
            ) : null}
            <button type="button" className={styles.buttonSecondary} onClick={onCancel}>
              {t('remove.cancel')}
            </button>
          </>
        }
      >
        <Field
          id="passkey-remove-password"
          label={t('remove.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
      </ControlForm>
    </div>
  )
}

function AddPasskeyForm({ onAdded }: { onAdded: (name: string) => void }) {
  const t = useTranslations('control.account.passkeys')
  const errorText = usePasskeyError()
  const [registrationOptions] = useMutation(PasskeyRegistrationOptionsDocument)
  const [add] = useMutation(AddPasskeyDocument)
  const [busy, setBusy] = useState(false)
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const name = field(data, 'passkey-name')
      const checked = passkeyName.safeParse(name)
      return {
        values: { name: name.trim() },
        errors: {
          name: checked.success
            ? undefined
            : t(`errors.${checked.error.issues[0]!.message as 'passkeyNameRequired'}`),
        },
      }
    },
    async ({ name }, { form, setStatus }) => {
      setBusy(true)
      try {
        const { data } = await registrationOptions()
        const response = await createPasskey(data!.passkeyRegistrationOptions)
        await add({ variables: { name, response } })
        form.reset()
        onAdded(name)
      } catch (caught) {
        setStatus({ error: errorText(caught) })
      } finally {
        setBusy(false)
      }
    },
  )

  return (
    <>
      <h3 id="passkey-add-title">{t('add.title')}</h3>
      <ControlForm
        onSubmit={onSubmit}
        status={status}
        statusId="passkey-add-status"
        busy={busy}
        submitLabel={t('add.submit')}
        busyLabel={t('add.submitting')}
      >
        <Field
          id="passkey-name"
          label={t('add.name')}
          help={t('add.nameHelp')}
          maxLength={passkeyNameMaxLength}
          autoComplete="off"
          error={errors.name}
        />
      </ControlForm>
    </>
  )
}
