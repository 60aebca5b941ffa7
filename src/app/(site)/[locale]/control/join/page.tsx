import { getTranslations } from 'next-intl/server'

import styles from '@/control/shared/components/control.module.css'
import { FormStatus } from '@/control/shared/components/Field'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { requireCustomer } from '@/control/shared/session'
import { AcceptInvitationButton } from '@/control/team/components/InvitationForms'
import { invitationFor } from '@/control/team/server'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'join.title')

/** Invitation link target: after signing up or logging in, the invitee joins here. */
export default async function JoinPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { token } = await searchParams
  const paths = controlPaths(locale)
  const { customer } = await requireCustomer(
    locale,
    `${paths.join}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  )
  const t = await getTranslations({ locale, namespace: 'control.join' })
  const valid = await invitationFor(customer, token)
  return (
    <div style={{ maxWidth: '36rem' }}>
      <h1 className={styles.title}>{t('title')}</h1>
      {!token ? (
        <FormStatus error={t('missing')} />
      ) : valid ? (
        <>
          <p>{t('intro', { name: valid.organisation })}</p>
          <AcceptInvitationButton token={token} />
        </>
      ) : (
        <FormStatus error={t('invalid')} />
      )}
    </div>
  )
}
