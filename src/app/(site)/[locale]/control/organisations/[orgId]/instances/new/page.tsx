import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { LaunchWizard } from '@/control/engines/components/LaunchWizard'
import styles from '@/control/shared/components/control.module.css'
import { FormStatus } from '@/control/shared/components/Field'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { managesEngines } from '@/control/shared/roles'
import { organisationFor, roleOf } from '@/control/shared/server'
import { requireCustomer } from '@/control/shared/session'
import { hostingSettings } from '@/control/shared/settings'
import { trialHasEnded } from '@/control/trial/server'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; orgId: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'wizard.title')

/** The create-instance wizard: shop name → e-mail configuration → crypto XPUB, review and launch. */
export default async function NewInstancePage({ params }: Props) {
  const locale = await routeLocale(params)
  const { orgId } = await params
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(locale, paths.newInstance(orgId))
  const organisation = await organisationFor(payload, customer, orgId)
  if (!organisation) notFound()
  const t = await getTranslations({ locale, namespace: 'control.wizard' })
  const { sharedMailDomain } = await hostingSettings(payload)
  return (
    <div style={{ maxWidth: '44rem' }}>
      <p>
        <Link href={paths.instances(organisation.id)}>← {organisation.name}</Link>
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      {trialHasEnded(customer.trialEndsAt) ? (
        <FormStatus error={t('errors.trialEnded')} />
      ) : !managesEngines(roleOf(organisation, customer)) ? (
        <FormStatus error={t('errors.notAllowed')} />
      ) : (
        <LaunchWizard organisation={String(organisation.id)} sharedMailDomain={sharedMailDomain} />
      )}
    </div>
  )
}
