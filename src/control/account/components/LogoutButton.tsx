'use client'

import { useMutation } from '@apollo/client/react'
import { useTranslations } from 'next-intl'

import { useHydrated } from '@/components/hooks/useClientSnapshot'
import styles from '@/control/shared/components/control.module.css'

import { LogOutCustomerDocument } from '../documents.generated'

/** Ends the session (the server expires the HttpOnly cookie) and goes to the log-in page. */
export function LogoutButton({ loginPath }: { loginPath: string }) {
  const hydrated = useHydrated()
  const t = useTranslations('control.nav')
  const [logOut, { loading }] = useMutation(LogOutCustomerDocument)
  const onClick = async () => {
    try {
      await logOut()
    } finally {
      // A full page load, so nothing of the previous session stays in the client's cache.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${loginPath}?loggedOut=1`)
    }
  }
  return (
    <button
      type="button"
      className={styles.buttonSecondary}
      onClick={onClick}
      disabled={loading || !hydrated}
    >
      {loading ? t('loggingOut') : t('logout')}
    </button>
  )
}
