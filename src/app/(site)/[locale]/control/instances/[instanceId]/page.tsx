import { notFound } from 'next/navigation'

import { InstanceLive } from '@/control/engines/components/InstanceLive'
import { ControlInstanceDocument, instancePage } from '@/control/engines/server'
import { controlMetadata, routeLocale } from '@/control/shared/components/Shell'
import { PreloadQuery } from '@/control/shared/preload'
import { requireCustomer } from '@/control/shared/session'
import { InstanceSuspendedNotice } from '@/control/trial/components/TrialEnd'
import { controlPaths } from '@/routing/controlPaths'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; instanceId: string }> }

export const generateMetadata = ({ params }: Props) => controlMetadata(params, 'instances.title')

/** Instance overview; a customer without access gets the not-found page (404). */
export default async function InstancePage({ params }: Props) {
  const locale = await routeLocale(params)
  const { instanceId } = await params
  const decoded = decodeURIComponent(instanceId)
  const { customer } = await requireCustomer(locale, controlPaths(locale).instance(decoded))
  const page = await instancePage(customer, decoded)
  if (!page) notFound()
  const { view, ...props } = page
  return (
    <PreloadQuery query={ControlInstanceDocument} variables={{ id: view.id }}>
      <InstanceLive id={view.id} {...props} suspendedNotice={<InstanceSuspendedNotice />} />
    </PreloadQuery>
  )
}
