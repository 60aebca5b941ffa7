import 'server-only'

import { createLocalReq } from 'payload'

import { getPayloadClient } from '@/data/payload'

import { verifyCustomerEmail } from './emailVerification'
import { ownedOrganisations, storedCustomer } from './profile'
import { instancesOf } from '../shared/server'
import type { SessionCustomer } from '../shared/session'

export { accountDataPath } from './rules'

/**
 * The account page's reads for the signed-in customer: the account with its pending address,
 * and the organisations they own with their engines (the second confirmation of a deletion).
 */
export async function accountPage(customer: SessionCustomer) {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: customer }, payload)
  const [stored, owned] = await Promise.all([
    storedCustomer(req, customer.id),
    ownedOrganisations(req, customer.id),
  ])
  const engines = (
    await instancesOf(
      payload,
      customer,
      owned.map((org) => org.id),
    )
  ).filter((engine) => engine.status !== 'deleted')
  return {
    account: { email: stored.email, name: stored.name ?? '', locale: stored.locale ?? null },
    pendingEmail: stored.pendingEmail ?? null,
    organisations: owned.map((org) => ({
      id: String(org.id),
      name: org.name,
      engines: engines.filter((engine) => String(engine.organisation) === String(org.id)).length,
    })),
  }
}

/** The verify page: confirms the address of the token in the link (false when it is not valid). */
export async function verifyEmail(token: unknown): Promise<boolean> {
  return verifyCustomerEmail(await getPayloadClient(), token).catch(() => false)
}
