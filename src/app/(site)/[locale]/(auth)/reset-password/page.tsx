import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ResetPasswordForm } from '@/control/account/components/AuthForms'
import { FormStatus } from '@/control/shared/components/Field'
import { AuthShell, controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'auth.reset.title')

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { token } = await searchParams
  const paths = controlPaths(locale)
  const t = await getTranslations({ locale, namespace: 'control.auth.reset' })
  return (
    <AuthShell
      locale={locale}
      title={t('title')}
      footer={
        <p>
          <Link href={paths.forgotPassword}>{t('requestNew')}</Link>
        </p>
      }
    >
      {typeof token === 'string' && token ? (
        <ResetPasswordForm token={token} loginPath={paths.login} />
      ) : (
        <FormStatus error={t('missingToken')} />
      )}
    </AuthShell>
  )
}
