import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { LogoutButton } from '@/control/account/components/LogoutButton'
import styles from '@/control/shared/components/control.module.css'
import { ControlProviders } from '@/control/shared/components/ControlProviders'
import { routeLocale } from '@/control/shared/components/Shell'
import { currentCustomer } from '@/control/shared/session'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

/**
 * Frame of the control area: its navigation and log-out, and the client providers (messages of
 * `control` and `common`, Apollo). Each page checks the session itself and sends anonymous
 * visitors to the log-in with the path they asked for.
 */
export default async function ControlLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await routeLocale(params)
  const [{ customer }, t] = await Promise.all([
    currentCustomer(),
    getTranslations({ locale, namespace: 'control.nav' }),
  ])
  const paths = controlPaths(locale)
  return (
    <ControlProviders locale={locale}>
      <div className={styles.shell}>
        {customer ? (
          <nav className={styles.controlNav} aria-label={t('label')}>
            <ul>
              <li>
                <Link href={paths.control}>{t('overview')}</Link>
              </li>
              <li>
                <Link href={paths.organisations}>{t('organisations')}</Link>
              </li>
              <li>
                <Link href={paths.account}>{t('account')}</Link>
              </li>
            </ul>
            <div className={styles.navUser}>
              <span>{t('signedInAs', { email: customer.email })}</span>
              <LogoutButton loginPath={paths.login} />
            </div>
          </nav>
        ) : null}
        {children}
      </div>
    </ControlProviders>
  )
}
