import { getTranslations } from 'next-intl/server'

import { CreateOrganisationForm } from '@/control/organisations/components/OrganisationForms'
import styles from '@/control/shared/components/control.module.css'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { requireCustomer } from '@/control/shared/session'
import { controlPaths } from '@/routing/controlPaths'

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
