'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { getSafeRedirect } from 'payload/shared'
import { useState } from 'react'

import { adminText } from '@/admin/translations'
import { useClientSnapshot } from '@/components/hooks/useClientSnapshot'

import { PasskeySignInOptionsDocument, SignInWithPasskeyDocument } from '../../documents.generated'
import { passkeysSupported, signWithPasskey } from '../ceremony'
import { callGraphQL, refusalText } from './graphql'

/**
 * Below the admin's log-in form (admin.components.afterLogin): signing in with a passkey alone,
 * no address typed. Shown only where the browser can use passkeys.
 */
export function AdminPasskeySignIn() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const supported = useClientSnapshot(passkeysSupported, false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!supported) return null
  const graphql = `${config.serverURL ?? ''}${config.routes.api}${config.routes.graphQL}`

  const start = async () => {
    setBusy(true)
    setError('')
    try {
      const { passkeySignInOptions } = await callGraphQL<{ passkeySignInOptions: string }>(
        graphql,
        PasskeySignInOptionsDocument,
        { accounts: 'users' },
      )
      const response = await signWithPasskey(passkeySignInOptions)
      await callGraphQL(graphql, SignInWithPasskeyDocument, { accounts: 'users', response })
      const wanted = new URLSearchParams(window.location.search).get('redirect') ?? ''
      window.location.assign(
        getSafeRedirect({ fallbackTo: config.routes.admin, redirectTo: wanted }),
      )
    } catch (caught) {
      setError(refusalText(i18n, caught))
      setBusy(false)
    }
  }

  return (
    <div style={{ marginTop: 'var(--base)' }}>
      <Button buttonStyle="secondary" onClick={start} disabled={busy}>
        {adminText(i18n, busy ? 'passkeysSigningIn' : 'passkeysSignIn')}
      </Button>
      <div role="alert" aria-live="assertive">
        {error ? <p className="field-error">{error}</p> : null}
      </div>
    </div>
  )
}
