import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from '@/control/shared/components/control.module.css'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { instancesOf, myOrganisations, roleOf } from '@/control/shared/server'
import { requireCustomer } from '@/control/shared/session'
import { controlPaths } from '@/routing/controlPaths'
import { relationId } from '@/utilities/ids'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) =>
  controlMetadata(params, 'organisations.title')

export default async function OrganisationsPage({ params }: Props) {
  const locale = await routeLocale(params)
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(locale, paths.organisations)
  const t = await getTranslations({ locale, namespace: 'control.organisations' })
  const organisations = await myOrganisations(payload, customer)
  const instances = await instancesOf(
    payload,
    customer,
    organisations.map((organisation) => organisation.id),
  )
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Link className={styles.linkButton} href={paths.newOrganisation}>
          {t('create')}
        </Link>
      </div>
      {organisations.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {organisations.map((organisation) => (
            <li key={organisation.id} className={styles.listItem}>
              <h2>
                <Link href={paths.organisation(organisation.id)}>{organisation.name}</Link>
              </h2>
              <span className={styles.badge}>{t(`role.${roleOf(organisation, customer)}`)}</span>
              <Link href={paths.instances(organisation.id)}>
                {t('instances', {
                  count: instances.filter(
                    (instance) => relationId(instance.organisation) === organisation.id,
                  ).length,
                })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
