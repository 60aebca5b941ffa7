import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ForgotPasswordForm } from '@/control/account/components/AuthForms'
import { AuthShell, controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'auth.forgot.title')

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'control.auth.forgot' })
  return (
    <AuthShell
      locale={locale}
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <p>
          <Link href={controlPaths(locale).login}>{t('back')}</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  )
}
