import type { Endpoint, PayloadRequest } from 'payload'

import { instanceView } from '@/control/engines'
import { requireCustomer } from '@/control/shared/customer'
import { enforceRateLimit } from '@/security/limits'
import { relationId } from '@/utilities/ids'

/**
 * Everything the control area holds about the signed-in customer, as they may take it with
 * them: the account, the organisations they belong to (name and their role), those
 * organisations' engines (as the control area shows them: no SMTP password, no tokens) and the
 * invitations they sent (address and expiry, never the token's hash) and the activity entries
 * they made or that concern them. No password hash, no
 * session, no verification or reset token.
 */
export async function accountData(req: PayloadRequest) {
  const user = requireCustomer(req)
  const { payload } = req
  // Hidden fields for the pending address only; the hash, salt and tokens are not copied below.
  const customer = await payload.findByID({
    collection: 'customers',
    id: user.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const { docs: organisations } = await payload.find({
    collection: 'organisations',
    where: { 'members.customer': { equals: user.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
    sort: 'name',
  })
  const { docs: instances } = await payload.find({
    collection: 'engine-instances',
    where: { organisation: { in: organisations.length ? organisations.map((o) => o.id) : [-1] } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'createdAt',
  })
  const { docs: activity } = await payload.find({
    collection: 'activity',
    where: {
      or: [{ actorCustomer: { equals: user.id } }, { subjectCustomer: { equals: user.id } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    sort: '-createdAt',
  })
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: String(customer.id),
      email: customer.email,
      name: customer.name ?? null,
      locale: customer.locale ?? null,
      verified: Boolean(customer._verified),
      trialEndsAt: customer.trialEndsAt ?? null,
      pendingEmail: customer.pendingEmail ?? null,
      createdAt: customer.createdAt,
      updatedAt: customer.updatedAt,
    },
    organisations: organisations.map((org) => ({
      id: String(org.id),
      name: org.name,
      role:
        (org.members ?? []).find((member) => relationId(member.customer) === user.id)?.role ??
        'member',
      createdAt: org.createdAt,
    })),
    instances: instances.map((doc) => ({ ...instanceView(doc), deletedAt: doc.deletedAt ?? null })),
    invitationsSent: organisations.flatMap((org) =>
      (org.invitations ?? [])
        .filter((invitation) => relationId(invitation.invitedBy) === user.id)
        .map((invitation) => ({
          organisation: String(org.id),
          email: invitation.email,
          expiresAt: invitation.expiresAt,
        })),
    ),
    activity: activity.map((entry) => ({
      organisation: String(relationId(entry.organisation)),
      action: entry.action,
      byMe: relationId(entry.actorCustomer) === user.id,
      subject: entry.subject ?? null,
      role: entry.role ?? null,
      at: entry.createdAt,
    })),
  }
}

/**
 * `GET /api/customers/account-data`: the signed-in customer's data as a JSON file download
 * (the account page's download button). Anyone else: 401 `unauthorised`.
 */
export const accountDataEndpoint: Endpoint = {
  path: '/account-data',
  method: 'get',
  handler: async (req) => {
    requireCustomer(req)
    await enforceRateLimit(req, 'accountData')
    const data = await accountData(req)
    const day = data.exportedAt.slice(0, 10)
    return new Response(JSON.stringify(data, null, 2), {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="unbound-account-${day}.json"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
