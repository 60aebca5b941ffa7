import 'server-only'

import { createLocalReq } from 'payload'

import type { SessionCustomer } from '@/control/shared/session'
import { getPayloadClient } from '@/data/payload'

import { twoStepStatus } from './manage'

/** The account page's read: whether the signed-in customer's two-step sign-in is on. */
export async function customerTwoStep(customer: SessionCustomer) {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: customer }, payload)
  return twoStepStatus(req, { collection: 'customers', id: customer.id })
}
