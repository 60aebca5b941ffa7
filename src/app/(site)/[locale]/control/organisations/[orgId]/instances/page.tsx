import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'

import { DemoMark } from '@/control/engines/components/DemoMark'
import { StatusBadge } from '@/control/engines/components/StatusBadge'
import { provisioningIsSimulated } from '@/control/engines/server'
import styles from '@/control/shared/components/control.module.css'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { managesEngines } from '@/control/shared/roles'
import { instancesOf, organisationFor, roleOf } from '@/control/shared/server'
import { requireCustomer } from '@/control/shared/session'
import { trialHasEnded } from '@/control/trial/server'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; orgId: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'instances.title')

/** "Engine Instance Overview" of one organisation, with status. */
export default async function InstancesPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { orgId } = await params
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(locale, paths.instances(orgId))
  const organisation = await organisationFor(payload, customer, orgId)
  if (!organisation) notFound()
  const [t, tInstance, format] = await Promise.all([
    getTranslations({ locale, namespace: 'control.instances' }),
    getTranslations({ locale, namespace: 'control.instance' }),
    getFormatter({ locale }),
  ])
  const instances = await instancesOf(payload, customer, [organisation.id])
  const ended = trialHasEnded(customer.trialEndsAt)
  return (
    <>
      <p>
        <Link href={paths.organisation(organisation.id)}>← {organisation.name}</Link>
      </p>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        {ended || !managesEngines(roleOf(organisation, customer)) ? null : (
          <Link className={styles.linkButton} href={paths.newInstance(organisation.id)}>
            {t('start')}
          </Link>
        )}
      </div>
      <p className={styles.meta}>
        {t('organisation', { name: organisation.name })}{' '}
        {instances.length > 0 && provisioningIsSimulated() ? (
          <DemoMark label={tInstance('demo.label')} explanation={tInstance('demo.explanation')} />
        ) : null}
      </p>
      {ended ? (
        <p className={`${styles.card} ${styles.trialEnded}`} role="status">
          {t('trialEnded')}
        </p>
      ) : null}
      {instances.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('shopName')}</th>
                <th scope="col">{t('subdomain')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {instances.map((instance) => (
                <tr key={instance.id}>
                  <td>
                    <Link href={paths.instance(instance.instanceId ?? '')}>
                      {instance.shopName}
                    </Link>
                  </td>
                  <td className={styles.mono}>{instance.subdomain}</td>
                  <td>
                    <StatusBadge status={instance.status ?? 'provisioning'} locale={locale} />
                  </td>
                  <td>
                    {format.dateTime(new Date(instance.createdAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'Europe/Zurich',
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
