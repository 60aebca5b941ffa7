import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { verifyEmail } from '@/control/account/server'
import styles from '@/control/shared/components/control.module.css'
import { FormStatus } from '@/control/shared/components/Field'
import { AuthShell, controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'auth.verify.title')

/** Confirms the e-mail address with the token from the verification e-mail (single use, seven days). */
export default async function VerifyPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { token } = await searchParams
  const t = await getTranslations({ locale, namespace: 'control.auth.verify' })
  const verified = await verifyEmail(token)
  return (
    <AuthShell locale={locale} title={t('title')}>
      {verified ? <FormStatus success={t('ok')} /> : <FormStatus error={t('invalid')} />}
      <p className={styles.actions}>
        <Link
          className={styles.linkButton}
          href={`${controlPaths(locale).login}${verified ? '?verified=1' : ''}`}
        >
          {t('login')}
        </Link>
      </p>
    </AuthShell>
  )
}
