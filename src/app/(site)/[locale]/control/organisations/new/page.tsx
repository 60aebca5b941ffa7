import { getTranslations } from 'next-intl/server'

import { controlPaths } from '@/hosting/paths'
import { requireCustomer } from '@/hosting/session'

import styles from '../../_components/control.module.css'
import { CreateOrganisationForm } from '../../_components/OrganisationForms'
import { controlMetadata, routeLocale } from '../../_components/Shell'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'orgForm.title')

export default async function NewOrganisationPage({ params }: Props) {
  const locale = await routeLocale(params)
  const paths = controlPaths(locale)
  await requireCustomer(locale, paths.newOrganisation)
  const t = await getTranslations({ locale, namespace: 'control.orgForm' })
  return (
    <div style={{ maxWidth: '36rem' }}>
      <h1 className={styles.title}>{t('title')}</h1>
      <CreateOrganisationForm cancelPath={paths.organisations} />
    </div>
  )
}
