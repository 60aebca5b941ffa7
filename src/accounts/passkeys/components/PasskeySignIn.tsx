'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useClientSnapshot } from '@/components/hooks/useClientSnapshot'
import styles from '@/control/shared/components/control.module.css'
import { ActionButton, FormStatus } from '@/control/shared/components/Field'
import { graphqlErrorMessage } from '@/graphql/errorMessage'
import { useLazyMutation } from '@/graphql/useLazyMutation'

import { PasskeySignInOptionsDocument, SignInWithPasskeyDocument } from '../documents.generated'
import { CeremonyError, passkeysSupported, signWithPasskey } from './ceremony'

type ErrorKey = Parameters<ReturnType<typeof useTranslations<'control.account.passkeys.errors'>>>[0]

/**
 * "Sign in with a passkey" beside the control area's password form: no address typed, the
 * device offers the passkeys it holds for the site. Shown only where the browser can use
 * passkeys (it needs JavaScript; the password form does not depend on it).
 */
export function PasskeySignIn({ next }: { next: string }) {
  const t = useTranslations('control.account.passkeys')
  const common = useTranslations('control.auth.errors')
  const supported = useClientSnapshot(passkeysSupported, false)
  const [options] = useLazyMutation(PasskeySignInOptionsDocument)
  const [signIn] = useLazyMutation(SignInWithPasskeyDocument)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!supported) return null

  const message = (caught: unknown) => {
    const code = caught instanceof CeremonyError ? caught.code : graphqlErrorMessage(caught)
    if (code === 'tooManyRequests' || code === 'temporarilyUnavailable') return common(code)
    if (code && t.has(`errors.${code}` as `errors.${ErrorKey}`))
      return t(`errors.${code as ErrorKey}`)
    return t('errors.passkeyFailed')
  }

  const start = async () => {
    setBusy(true)
    setError(null)
    try {
      const { data } = await options({ variables: { accounts: 'customers' } })
      const response = await signWithPasskey(data!.passkeySignInOptions)
      await signIn({ variables: { accounts: 'customers', response } })
      // A full navigation, so the server renders the control area with the new cookie.
      window.location.assign(next)
    } catch (caught) {
      setError(message(caught))
      setBusy(false)
    }
  }

  return (
    <div className={styles.actions} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <ActionButton
        variant="secondary"
        busy={busy}
        label={t('signIn.button')}
        busyLabel={t('signIn.working')}
        aria-describedby="passkey-sign-in-help"
        onClick={start}
      />
      <p id="passkey-sign-in-help" className={styles.help}>
        {t('signIn.help')}
      </p>
      <FormStatus error={error} />
    </div>
  )
}
