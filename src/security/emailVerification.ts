import type { Payload, PayloadRequest } from 'payload'

/** A verification link works once, within this many days of being issued. */
export const verificationValidDays = 7
const validMs = verificationValidDays * 24 * 60 * 60 * 1000

type StoredCustomer = { id: number | string; verificationIssuedAt?: string | null; createdAt?: string }

/**
 * Confirms a customer's address with the token from the verification e-mail. One lookup by token
 * whatever the token is; a token older than seven days (issued-at, or the account's creation for
 * accounts made before it was recorded) is refused like an unknown one. Payload clears the token
 * on success, so a second use finds nothing.
 */
export async function verifyCustomerEmail(payload: Payload, token: unknown, req?: Partial<PayloadRequest>): Promise<boolean> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{10,200}$/.test(token)) return false
  const customer = (await payload.db.findOne({
    collection: 'customers',
    where: { _verificationToken: { equals: token } },
    req,
  })) as StoredCustomer | null
  const issuedAt = Date.parse(customer?.verificationIssuedAt ?? customer?.createdAt ?? '')
  if (!customer || !(Date.now() - issuedAt < validMs)) return false
  await payload.verifyEmail({ collection: 'customers', token })
  return true
}
