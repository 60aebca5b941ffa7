import { notFound } from 'next/navigation'

import { InstanceLive } from '@/control/engines/components/InstanceLive'
import { instanceCacheState } from '@/control/engines/instanceCache'
import { instanceView } from '@/control/engines/views'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { controlPaths } from '@/control/shared/paths'
import { managesEngines } from '@/control/shared/roles'
import { asCustomer, roleOf } from '@/control/shared/server'
import { requireCustomer } from '@/control/shared/session'
import { hostingSettings } from '@/control/shared/settings'
import { ApolloProvider } from '@/graphql/ApolloProvider'
import { relationId } from '@/utilities/ids'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; instanceId: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'instances.title')

/** Instance overview; a customer without access gets the not-found page (404). */
export default async function InstancePage({ params }: Props) {
  const locale = await routeLocale(params)
  const { instanceId } = await params
  const decoded = decodeURIComponent(instanceId)
  const { payload, customer } = await requireCustomer(
    locale,
    controlPaths(locale).instance(decoded),
  )
  if (!/^[A-Za-z0-9-]{1,64}$/.test(decoded)) notFound()
  const { docs } = await payload.find({
    collection: 'engine-instances',
    where: { instanceId: { equals: decoded } },
    depth: 0,
    limit: 1,
    ...asCustomer(customer),
  })
  const doc = docs[0]
  if (!doc) notFound()
  const [organisation, settings] = await Promise.all([
    payload.findByID({
      collection: 'organisations',
      id: relationId(doc.organisation)!,
      depth: 0,
      disableErrors: true,
      ...asCustomer(customer),
    }),
    hostingSettings(payload),
  ])
  const view = instanceView(doc)
  return (
    <ApolloProvider initialState={instanceCacheState(view)}>
      <InstanceLive
        id={view.id}
        supportEmail={settings.supportEmail}
        organisationName={organisation?.name ?? ''}
        canManage={organisation ? managesEngines(roleOf(organisation, customer)) : false}
      />
    </ApolloProvider>
  )
}
