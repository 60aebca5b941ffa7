'use client'

import { useMutation } from '@apollo/client/react'
import { useTranslations } from 'next-intl'

import { LOG_OUT } from '@/hosting/operations'

import styles from './control.module.css'
import { useHydrated } from './Field'

/** Ends the session (the server expires the HttpOnly cookie) and goes to the log-in page. */
export function LogoutButton({ loginPath }: { loginPath: string }) {
  const hydrated = useHydrated()
  const t = useTranslations('control.nav')
  const [logOut, { loading }] = useMutation(LOG_OUT)
  const onClick = async () => {
    try {
      await logOut()
    } finally {
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
