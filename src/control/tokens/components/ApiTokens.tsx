'use client'

import { useMutation, useQuery } from '@apollo/client/react'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { CopyButton } from '@/components/CopyButton'
import { ConfirmButton } from '@/control/shared/components/ConfirmButton'
import styles from '@/control/shared/components/control.module.css'
import { Field, FormStatus, SubmitButton } from '@/control/shared/components/Field'
import { field, useCheckedSubmit, type Status } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'
import { fieldErrors } from '@/control/shared/rules'

import {
  CreateApiTokenDocument,
  OrganisationApiTokensDocument,
  RevokeApiTokenDocument,
  type ApiTokenFieldsFragment,
} from '../documents.generated'
import {
  tokenDateRange,
  tokenExpiryDays,
  tokenForm,
  tokenNameMaxLength,
  type TokenForm,
  type TokenFormField,
} from '../rules'
import tokenStyles from './tokens.module.css'

type Created = { name: string; secret: string }

/**
 * The organisation's API tokens for its owner and admins: the list (with revocation, confirmed
 * in place), the form that creates one, and the new secret, shown once.
 */
export function ApiTokens({
  organisation,
  organisationName,
}: {
  organisation: string
  organisationName: string
}) {
  const t = useTranslations('control.tokens')
  const errorText = useErrorText('tokens.errors')
  const { data, error, loading, refetch } = useQuery(OrganisationApiTokensDocument, {
    variables: { organisation },
    fetchPolicy: 'cache-and-network',
  })
  const [created, setCreated] = useState<Created | null>(null)
  const tokens = data?.organisationApiTokens

  return (
    <>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      <section aria-labelledby="tokens-list" aria-busy={loading}>
        <h2 id="tokens-list" className={styles.subtitle}>
          {t('caption', { organisation: organisationName })}
        </h2>
        {error ? <FormStatus error={errorText(error)} /> : null}
        {!tokens ? (
          error ? null : (
            <p>{t('loading')}</p>
          )
        ) : tokens.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <TokenTable tokens={tokens} onRevoked={() => void refetch()} />
        )}
      </section>
      <section className={styles.card} aria-labelledby="create-token">
        <h2 id="create-token" className={styles.subtitle} style={{ marginTop: 0 }}>
          {t('create.title')}
        </h2>
        <CreateTokenForm
          organisation={organisation}
          onCreated={(next) => {
            setCreated(next)
            void refetch()
          }}
        />
      </section>
    </>
  )
}

function TokenTable({
  tokens,
  onRevoked,
}: {
  tokens: ApiTokenFieldsFragment[]
  onRevoked: () => void
}) {
  const t = useTranslations('control.tokens')
  const format = useFormatter()
  const errorText = useErrorText('tokens.errors')
  const [revoke] = useMutation(RevokeApiTokenDocument)
  const [busy, setBusy] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>({})
  const when = (value: string | null | undefined) =>
    value
      ? format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
      : t('never')

  const onRevoke = async (token: ApiTokenFieldsFragment) => {
    setBusy(token.id)
    setStatus({})
    try {
      await revoke({ variables: { id: token.id } })
      setStatus({ success: t('revoked', { name: token.name }) })
      onRevoked()
    } catch (caught) {
      setStatus({ error: errorText(caught) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <FormStatus {...status} />
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="tokens-list">
        <table className={styles.table} data-testid="api-tokens">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.scope')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col">{t('columns.expires')}</th>
              <th scope="col">{t('columns.lastUsed')}</th>
              <th scope="col">{t('columns.createdBy')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => {
              const nameId = `token-${token.id}-name`
              return (
                <tr key={token.id}>
                  <th scope="row" id={nameId} style={{ fontWeight: 600 }}>
                    {token.name}
                    <br />
                    <span className={styles.mono}>{token.displayPrefix}…</span>
                  </th>
                  <td>{t(`scope.${token.scope}`)}</td>
                  <td>{when(token.createdAt)}</td>
                  <td>{when(token.expiresAt)}</td>
                  <td>{when(token.lastUsedAt)}</td>
                  <td>{token.createdBy ?? t('deletedAccount')}</td>
                  <td>{t(`status.${token.status}`)}</td>
                  <td>
                    {token.status === 'valid' ? (
                      <ConfirmButton
                        label={t('revoke')}
                        question={t('revokeConfirm', { name: token.name })}
                        busy={busy === token.id}
                        describedBy={nameId}
                        onConfirm={() => onRevoke(token)}
                      />
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}

type Expiry = `${(typeof tokenExpiryDays)[number]}` | 'date'

function CreateTokenForm({
  organisation,
  onCreated,
}: {
  organisation: string
  onCreated: (created: Created) => void
}) {
  const t = useTranslations('control.tokens')
  const errorText = useErrorText('tokens.errors')
  const [create, { loading }] = useMutation(CreateApiTokenDocument)
  const [expiry, setExpiry] = useState<Expiry>('90')
  const message = (key: string | undefined) =>
    key ? t(`errors.${key}` as 'errors.tokenNameRequired') : undefined
  const { errors, status, onSubmit } = useCheckedSubmit(
    (data) => {
      const chosen = field(data, 'token-expiry') as Expiry
      const values: TokenForm = {
        name: field(data, 'token-name'),
        scope: field(data, 'token-scope') as TokenForm['scope'],
        expiresInDays: chosen === 'date' ? null : Number(chosen),
        expiresOn: chosen === 'date' ? field(data, 'token-date') : null,
      }
      const found = fieldErrors<TokenFormField>(tokenForm, values)
      return {
        values,
        errors: {
          name: message(found.name),
          scope: message(found.scope),
          expiry: message(found.expiresInDays),
          date: message(found.expiresOn),
        },
      }
    },
    async (values, { form, setStatus }) => {
      try {
        const result = await create({ variables: { organisation, ...values } })
        const answer = result.data!.createApiToken
        form.reset()
        setExpiry('90')
        onCreated({ name: answer.token.name, secret: answer.secret })
      } catch (caught) {
        setStatus({ error: errorText(caught) })
      }
    },
  )
  const range = expiry === 'date' ? tokenDateRange() : null

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        id="token-name"
        label={t('create.name')}
        help={t('create.nameHelp')}
        maxLength={tokenNameMaxLength}
        autoComplete="off"
        required
        error={errors.name}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.scope ? 'token-scope-error' : undefined}
      >
        <legend className={styles.legend}>{t('create.scope')}</legend>
        {(['read', 'manage'] as const).map((scope) => (
          <div key={scope} className={tokenStyles.choice}>
            <input
              type="radio"
              id={`token-scope-${scope}`}
              name="token-scope"
              value={scope}
              defaultChecked={scope === 'read'}
              aria-describedby={`token-scope-${scope}-help`}
            />
            <label htmlFor={`token-scope-${scope}`} className={styles.label}>
              {t(`scope.${scope}`)}
            </label>
            <p id={`token-scope-${scope}-help`} className={styles.help}>
              {t(`scopeHelp.${scope}`)}
            </p>
          </div>
        ))}
        {errors.scope ? (
          <p id="token-scope-error" className={styles.error} role="alert">
            {errors.scope}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="token-expiry" className={styles.label}>
          {t('create.expiry')}
        </label>
        <select
          id="token-expiry"
          name="token-expiry"
          className={styles.select}
          value={expiry}
          onChange={(event) => setExpiry(event.currentTarget.value as Expiry)}
          aria-invalid={errors.expiry ? true : undefined}
          aria-describedby={errors.expiry ? 'token-expiry-error' : undefined}
        >
          {tokenExpiryDays.map((days) => (
            <option key={days} value={String(days)}>
              {t(`create.days${days}`)}
            </option>
          ))}
          <option value="date">{t('create.date')}</option>
        </select>
        {errors.expiry ? (
          <p id="token-expiry-error" className={styles.error} role="alert">
            {errors.expiry}
          </p>
        ) : null}
      </div>
      {range ? (
        <Field
          id="token-date"
          type="date"
          label={t('create.dateLabel')}
          help={t('create.dateHelp')}
          min={range.min}
          max={range.max}
          required
          error={errors.date}
        />
      ) : null}
      <FormStatus {...status} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} label={t('create.submit')} busyLabel={t('create.creating')} />
      </div>
    </form>
  )
}

/** The new secret with its warning, shown once: focus moves to it so it is read out first. */
function NewSecret({ created, onDone }: { created: Created; onDone: () => void }) {
  const t = useTranslations('control.tokens.secret')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [created])
  return (
    <section
      className={`${styles.card} ${tokenStyles.secret}`}
      aria-labelledby="new-token-title"
      data-testid="new-api-token"
    >
      <h2 id="new-token-title" ref={heading} tabIndex={-1} className={styles.subtitle}>
        {t('title')}
      </h2>
      <p id="new-token-warning" className={tokenStyles.warning}>
        {t('warning')}
      </p>
      <div className={styles.field}>
        <label htmlFor="new-token-secret" className={styles.label}>
          {t('label', { name: created.name })}
        </label>
        <input
          id="new-token-secret"
          className={`${styles.input} ${styles.mono}`}
          value={created.secret}
          readOnly
          spellCheck={false}
          aria-describedby="new-token-warning"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className={styles.actions}>
        <CopyButton value={created.secret} label={t('copy')} />
        <button type="button" className={styles.buttonSecondary} onClick={onDone}>
          {t('done')}
        </button>
      </div>
    </section>
  )
}
