import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { cache } from 'react'

import { isCustomerUser, type CustomerUser } from '@/access'
import { getPayloadClient } from '@/data/payload'
import { localePrefixes, type Locale } from '@/i18n/locales'

export type SessionCustomer = CustomerUser

/**
 * The signed-in customer of this request (from the HttpOnly auth cookie), or null. Read once per
 * request: the control layout, its page and the site header all ask.
 */
export const currentCustomer = cache(
  async (): Promise<{ payload: Payload; customer: SessionCustomer | null }> => {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    const customer = isCustomerUser(user) ? user : null
    return { payload, customer }
  },
)

/** Sends an anonymous visitor to the log-in of the same locale, with the path to come back to. */
export async function requireCustomer(
  locale: Locale,
  path: string,
): Promise<{ payload: Payload; customer: SessionCustomer }> {
  const { payload, customer } = await currentCustomer()
  if (!customer) redirect(`${localePrefixes[locale]}/login?next=${encodeURIComponent(path)}`)
  return { payload, customer }
}
