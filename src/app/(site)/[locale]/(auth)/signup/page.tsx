import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { SignUpForm } from '@/control/account/components/AuthForms'
import { AuthShell, controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { currentCustomer } from '@/control/shared/session'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) =>
  controlMetadata(params, 'auth.signup.title', { page: 'signup', description: 'auth.signup.intro' })

export default async function SignUpPage({ params }: Props) {
  const locale = await routeLocale(params)
  const paths = controlPaths(locale)
  if ((await currentCustomer()).customer) redirect(paths.control)
  const t = await getTranslations({ locale, namespace: 'control.auth.signup' })
  return (
    <AuthShell
      locale={locale}
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <p>
          {t('haveAccount')} <Link href={paths.login}>{t('login')}</Link>
        </p>
      }
    >
      <SignUpForm />
    </AuthShell>
  )
}
