import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { FormStatus } from '../../control/_components/Field'
import { AuthShell, controlMetadata, routeLocale } from '../../control/_components/Shell'
import styles from '../../control/_components/control.module.css'
import { controlPaths } from '@/hosting/paths'
import { getPayloadClient } from '@/utilities/payload'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'auth.verify.title')

/** Confirms the e-mail address with the token from the verification e-mail (single use). */
export default async function VerifyPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { token } = await searchParams
  const t = await getTranslations({ locale, namespace: 'control.auth.verify' })
  let verified = false
  if (typeof token === 'string' && /^[A-Za-z0-9_-]{10,200}$/.test(token)) {
    const payload = await getPayloadClient()
    verified = await payload
      .verifyEmail({ collection: 'customers', token })
      .then(() => true)
      .catch(() => false)
  }
  return (
    <AuthShell locale={locale} title={t('title')}>
      {verified ? <FormStatus success={t('ok')} /> : <FormStatus error={t('invalid')} />}
      <p className={styles.actions}>
        <Link className={styles.linkButton} href={`${controlPaths(locale).login}${verified ? '?verified=1' : ''}`}>
          {t('login')}
        </Link>
      </p>
    </AuthShell>
  )
}
