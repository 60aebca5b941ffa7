import Link from 'next/link'
import { getFormatter, getTranslations } from 'next-intl/server'

import { StatusBadge } from '@/control/engines/components/StatusBadge'
import styles from '@/control/shared/components/control.module.css'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { instancesOf, myOrganisations } from '@/control/shared/server'
import { requireCustomer } from '@/control/shared/session'
import { TrialEndPanel } from '@/control/trial/components/TrialEnd'
import { trialDaysLeft, trialHasEnded } from '@/control/trial/server'
import { controlPaths } from '@/routing/controlPaths'
import { relationId } from '@/utilities/ids'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'dashboard.title')

/** The control area page: trial state, organisations and their instances at a glance. */
export default async function ControlPage({ params }: Props) {
  const locale = await routeLocale(params)
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(locale, paths.control)
  const [t, tOrg, tInst, format] = await Promise.all([
    getTranslations({ locale, namespace: 'control.dashboard' }),
    getTranslations({ locale, namespace: 'control.organisations' }),
    getTranslations({ locale, namespace: 'control.instances' }),
    getFormatter({ locale }),
  ])
  const organisations = await myOrganisations(payload, customer)
  const instances = await instancesOf(
    payload,
    customer,
    organisations.map((organisation) => organisation.id),
  )
  const ended = trialHasEnded(customer.trialEndsAt)
  const daysLeft = trialDaysLeft(customer.trialEndsAt)

  return (
    <>
      <h1 className={styles.title}>{t('welcome', { name: customer.name || 'none' })}</h1>
      {ended ? (
        <section
          className={`${styles.card} ${styles.trialEnded}`}
          aria-labelledby="trial-ended"
          data-testid="trial-state"
        >
          <h2 id="trial-ended" className={styles.subtitle}>
            {t('trialEndedTitle')}
          </h2>
          <p>{t('trialEndedText')}</p>
          <TrialEndPanel suspendedAt={customer.trialSuspendedAt} email={customer.email} />
        </section>
      ) : (
        <section className={`${styles.card} ${styles.trial}`} data-testid="trial-state">
          <p>
            <strong>{t('trialDaysLeft', { days: daysLeft })}</strong>
          </p>
          <p className={styles.meta}>
            {t('trialEndsOn', {
              date: format.dateTime(new Date(customer.trialEndsAt!), {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: 'Europe/Zurich',
              }),
            })}
          </p>
        </section>
      )}

      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('organisations')}</h2>
        <Link className={styles.linkButton} href={paths.newOrganisation}>
          {tOrg('create')}
        </Link>
      </div>
      {organisations.length === 0 ? (
        <p>{t('noOrganisations')}</p>
      ) : (
        <ul className={styles.list}>
          {organisations.map((organisation) => {
            const own = instances.filter(
              (instance) => relationId(instance.organisation) === organisation.id,
            )
            return (
              <li key={organisation.id} className={styles.card}>
                <div className={styles.header}>
                  <h3 className={styles.subtitle} style={{ margin: 0 }}>
                    <Link href={paths.organisation(organisation.id)}>{organisation.name}</Link>
                  </h3>
                  <Link href={paths.instances(organisation.id)}>
                    {t('instancesCount', { count: own.length })}
                  </Link>
                </div>
                {own.length ? (
                  <ul className={styles.list}>
                    {own.slice(0, 5).map((instance) => (
                      <li key={instance.id} className={styles.listItem}>
                        <Link href={paths.instance(instance.instanceId ?? '')}>
                          {instance.shopName}
                        </Link>
                        <span className={styles.meta}>{instance.subdomain}</span>
                        <StatusBadge status={instance.status ?? 'provisioning'} locale={locale} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.meta}>
                    {t('noInstances')}{' '}
                    {!ended ? (
                      <Link href={paths.newInstance(organisation.id)}>{tInst('start')}</Link>
                    ) : null}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
