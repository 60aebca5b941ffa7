import { getTranslations } from 'next-intl/server'

import { AcceptInvitationButton } from '@/control/organisations/components/OrganisationForms'
import { findInvitation } from '@/control/organisations/operations'
import styles from '@/control/shared/components/control.module.css'
import { FormStatus } from '@/control/shared/components/Field'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { controlPaths } from '@/control/shared/paths'
import { requireCustomer } from '@/control/shared/session'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'join.title')

/** Invitation link target: after signing up or logging in, the invitee joins here. */
export default async function JoinPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  const { token } = await searchParams
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(
    locale,
    `${paths.join}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  )
  const t = await getTranslations({ locale, namespace: 'control.join' })
  const found =
    typeof token === 'string' && token ? await findInvitation({ payload } as never, token) : null
  const valid = found && found.invitation.email.toLowerCase() === customer.email.toLowerCase()
  return (
    <div style={{ maxWidth: '36rem' }}>
      <h1 className={styles.title}>{t('title')}</h1>
      {!token ? (
        <FormStatus error={t('missing')} />
      ) : valid ? (
        <>
          <p>{t('intro', { name: found.organisation.name })}</p>
          <AcceptInvitationButton token={token} />
        </>
      ) : (
        <FormStatus error={t('invalid')} />
      )}
    </div>
  )
}
