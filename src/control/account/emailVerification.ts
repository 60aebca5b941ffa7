import type { Payload, PayloadRequest } from 'payload'

/** A verification link works once, within this many days of being issued. */
export const verificationValidDays = 7
const validMs = verificationValidDays * 24 * 60 * 60 * 1000

/**
 * Confirms a customer's address with the token from the verification e-mail. One count query
 * whatever the token is: a token older than seven days (issued-at, or the account's creation for
 * accounts made before it was recorded) matches nothing, exactly like an unknown one, and no row
 * is read either way. Payload clears the token on success, so a second use finds nothing.
 */
export async function verifyCustomerEmail(
  payload: Payload,
  token: unknown,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{10,200}$/.test(token)) return false
  const cutoff = new Date(Date.now() - validMs).toISOString()
  const { totalDocs } = await payload.db.count({
    collection: 'customers',
    where: {
      and: [
        { _verificationToken: { equals: token } },
        {
          or: [
            { verificationIssuedAt: { greater_than: cutoff } },
            {
              and: [
                { verificationIssuedAt: { exists: false } },
                { createdAt: { greater_than: cutoff } },
              ],
            },
          ],
        },
      ],
    },
    req,
  })
  if (!totalDocs) return false
  await payload.verifyEmail({ collection: 'customers', token })
  return true
}
