import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import styles from '@/control/shared/components/control.module.css'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { requireCustomer } from '@/control/shared/session'
import { ApiTokens } from '@/control/tokens/components/ApiTokens'
import { apiTokensPage } from '@/control/tokens/server'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; orgId: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'tokens.title')

/** The organisation's API tokens: listed, created and revoked by its owner and admins. */
export default async function ApiTokensPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { orgId } = await params
  const paths = controlPaths(locale)
  const { payload, customer } = await requireCustomer(locale, paths.apiTokens(orgId))
  const page = await apiTokensPage(payload, customer, orgId)
  if (!page) notFound()
  const t = await getTranslations({ locale, namespace: 'control.tokens' })
  const { organisation, canManage } = page
  return (
    <>
      <p>
        <Link href={paths.organisation(organisation.id)}>← {organisation.name}</Link>
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {canManage ? (
        <ApiTokens organisation={organisation.id} organisationName={organisation.name} />
      ) : (
        <p className={styles.card}>{t('notManager')}</p>
      )}
    </>
  )
}
