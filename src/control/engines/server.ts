import 'server-only'

import { getPayloadClient } from '@/data/payload'
import { relationId } from '@/utilities/ids'

import { instanceView } from './views'
import { managesEngines } from '../shared/roles'
import { asCustomer, roleOf } from '../shared/server'
import type { SessionCustomer } from '../shared/session'
import { hostingSettings } from '../shared/settings'

export { provisioningIsSimulated } from './provisioners/mode'
/** The instance page preloads its query with the page (PreloadQuery). */
export { ControlInstanceDocument } from './documents.generated'

/**
 * The instance overview's reads, as the signed-in customer: the instance by its instance ID
 * (null when it does not exist or is not theirs), its organisation's name and their role.
 */
export async function instancePage(customer: SessionCustomer, instanceId: string) {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(instanceId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'engine-instances',
    where: { instanceId: { equals: instanceId } },
    depth: 0,
    limit: 1,
    ...asCustomer(customer),
  })
  const doc = docs[0]
  if (!doc) return null
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
  return {
    view: instanceView(doc),
    supportEmail: settings.supportEmail,
    organisationName: organisation?.name ?? '',
    canManage: organisation ? managesEngines(roleOf(organisation, customer)) : false,
  }
}
