'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { adminText } from '@/admin/translations'

import {
  AddPasskeyDocument,
  MyPasskeysDocument,
  PasskeyConfirmationOptionsDocument,
  PasskeyRegistrationOptionsDocument,
  RemovePasskeyDocument,
  type PasskeyFieldsFragment,
} from '../../documents.generated'
import { passkeyNameMaxLength } from '../../rules'
import { createPasskey, signWithPasskey } from '../ceremony'
import { callGraphQL, refusalText } from './graphql'

/**
 * The users collection's `ui` field: the staff member's own passkeys on the account view (and
 * their own edit view; nobody else's): the list, adding one under a name, removing one after the
 * password or another passkey confirms it.
 */
export function PasskeysField() {
  const { user } = useAuth()
  const { id: docId } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const graphql = `${config.serverURL ?? ''}${config.routes.api}${config.routes.graphQL}`
  const own = Boolean(user && docId !== undefined && String(user.id) === String(docId))
  const ids = useId()
  const [passkeys, setPasskeys] = useState<PasskeyFieldsFragment[] | null>(null)
  const [name, setName] = useState('')
  const [removing, setRemoving] = useState<PasskeyFieldsFragment | null>(null)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')

  // Bumped after a change: the list is read again.
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!own) return
    let current = true
    callGraphQL<{ myPasskeys: PasskeyFieldsFragment[] }>(graphql, MyPasskeysDocument).then(
      (data) => current && setPasskeys(data.myPasskeys),
      (caught) => current && setError(refusalText(i18n, caught)),
    )
    return () => {
      current = false
    }
  }, [own, graphql, i18n, version])
  if (!own) return null

  const when = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-CH' : 'en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Zurich',
        }).format(new Date(value))
      : adminText(i18n, 'passkeysNever')

  const act = async (work: () => Promise<string>) => {
    setBusy(true)
    setMessage('')
    setError('')
    try {
      setMessage(await work())
      setVersion((value) => value + 1)
    } catch (caught) {
      setError(refusalText(i18n, caught))
    } finally {
      setBusy(false)
    }
  }

  const add = () => {
    const chosen = name.trim()
    if (!chosen) return setError(adminText(i18n, 'passkeyNameRequired'))
    void act(async () => {
      const { passkeyRegistrationOptions } = await callGraphQL<{
        passkeyRegistrationOptions: string
      }>(graphql, PasskeyRegistrationOptionsDocument)
      const response = await createPasskey(passkeyRegistrationOptions)
      await callGraphQL(graphql, AddPasskeyDocument, { name: chosen, response })
      setName('')
      return adminText(i18n, 'passkeysAdded', { name: chosen })
    })
  }

  const remove = (target: PasskeyFieldsFragment, confirmation: 'password' | 'passkey') =>
    act(async () => {
      let response: string | null = null
      if (confirmation === 'passkey') {
        const { passkeyConfirmationOptions } = await callGraphQL<{
          passkeyConfirmationOptions: string
        }>(graphql, PasskeyConfirmationOptionsDocument, { id: target.id })
        response = await signWithPasskey(passkeyConfirmationOptions)
      }
      await callGraphQL(graphql, RemovePasskeyDocument, {
        id: target.id,
        password: confirmation === 'password' ? password : null,
        response,
      })
      setRemoving(null)
      setPassword('')
      return adminText(i18n, 'passkeysRemoved', { name: target.name })
    })

  return (
    <div className="field-type" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h3 id={`${ids}-title`}>{adminText(i18n, 'passkeysTitle')}</h3>
      <p className="field-description">{adminText(i18n, 'passkeysIntro')}</p>
      <div aria-live="polite">{message ? <p>{message}</p> : null}</div>
      <div role="alert" aria-live="assertive">
        {error ? <p className="field-error">{error}</p> : null}
      </div>
      {passkeys && passkeys.length === 0 ? <p>{adminText(i18n, 'passkeysEmpty')}</p> : null}
      {passkeys && passkeys.length > 0 ? (
        <table className="table" aria-labelledby={`${ids}-title`} data-testid="admin-passkeys">
          <thead>
            <tr>
              <th scope="col">{adminText(i18n, 'passkeysName')}</th>
              <th scope="col">{adminText(i18n, 'passkeysCreated')}</th>
              <th scope="col">{adminText(i18n, 'passkeysLastUsed')}</th>
              <th scope="col">
                <span className="sr-only">{adminText(i18n, 'passkeysRemove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <th scope="row">{passkey.name}</th>
                <td>{when(passkey.createdAt)}</td>
                <td>{when(passkey.lastUsedAt)}</td>
                <td>
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    aria-label={adminText(i18n, 'passkeysRemoveLabel', { name: passkey.name })}
                    onClick={() => {
                      setRemoving(passkey)
                      setPassword('')
                    }}
                  >
                    {adminText(i18n, 'passkeysRemove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {removing ? (
        <div
          role="group"
          aria-labelledby={`${ids}-remove`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setRemoving(null)
          }}
        >
          <p id={`${ids}-remove`}>
            {adminText(i18n, 'passkeysRemoveLabel', { name: removing.name })}.{' '}
            {adminText(i18n, 'passkeysRemoveIntro')}
          </p>
          <label htmlFor={`${ids}-password`} className="field-label">
            {adminText(i18n, 'passkeysPassword')}
          </label>
          <input
            id={`${ids}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              if (password) void remove(removing, 'password')
            }}
          />
          <div style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap' }}>
            <Button
              buttonStyle="primary"
              disabled={busy || !password}
              onClick={() => void remove(removing, 'password')}
            >
              {adminText(i18n, 'passkeysRemoveWithPassword')}
            </Button>
            {passkeys && passkeys.length > 1 ? (
              <Button
                buttonStyle="secondary"
                disabled={busy}
                onClick={() => void remove(removing, 'passkey')}
              >
                {adminText(i18n, 'passkeysRemoveWithPasskey')}
              </Button>
            ) : null}
            <Button buttonStyle="secondary" onClick={() => setRemoving(null)}>
              {adminText(i18n, 'passkeysCancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {/* Inside the document's form: no form of its own, Enter adds instead of saving. */}
      <div style={{ marginTop: 'var(--base)' }}>
        <label htmlFor={`${ids}-name`} className="field-label">
          {adminText(i18n, 'passkeysName')}
        </label>
        <input
          id={`${ids}-name`}
          value={name}
          maxLength={passkeyNameMaxLength}
          autoComplete="off"
          aria-describedby={`${ids}-name-help`}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            add()
          }}
        />
        <p id={`${ids}-name-help`} className="field-description">
          {adminText(i18n, 'passkeysNameHelp')}
        </p>
        <Button buttonStyle="secondary" disabled={busy} onClick={add}>
          {adminText(i18n, busy ? 'passkeysAdding' : 'passkeysAdd')}
        </Button>
      </div>
    </div>
  )
}
