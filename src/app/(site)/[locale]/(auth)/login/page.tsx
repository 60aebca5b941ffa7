import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PasskeySignIn } from '@/accounts/passkeys/components/PasskeySignIn'
import { LoginForm } from '@/control/account/components/AuthForms'
import { FormStatus } from '@/control/shared/components/Field'
import { AuthShell, controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { currentCustomer } from '@/control/shared/session'
import { controlPaths, safeNextPath } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ next?: string; verified?: string; reset?: string; loggedOut?: string }>
}

export const generateMetadata = ({ params }: Props) =>
  controlMetadata(params, 'auth.login.title', { page: 'login', description: 'auth.login.intro' })

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const query = await searchParams
  const next = safeNextPath(query.next, locale)
  const paths = controlPaths(locale)
  if ((await currentCustomer()).customer) redirect(next)
  const t = await getTranslations({ locale, namespace: 'control.auth.login' })
  const notice = query.verified
    ? t('verified')
    : query.reset
      ? t('passwordChanged')
      : query.loggedOut
        ? t('loggedOut')
        : null
  return (
    <AuthShell
      locale={locale}
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <>
          <p>
            <Link href={paths.forgotPassword}>{t('forgot')}</Link>
          </p>
          <p>
            {t('noAccount')} <Link href={paths.signup}>{t('signup')}</Link>
          </p>
        </>
      }
    >
      {notice ? <FormStatus success={notice} /> : null}
      <LoginForm next={next} />
      <PasskeySignIn next={next} />
    </AuthShell>
  )
}
