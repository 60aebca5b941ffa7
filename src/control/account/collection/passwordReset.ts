import { APIError, Forbidden, NotFound, type Endpoint } from 'payload'

import { hasRole } from '@/access'
import { adminText } from '@/admin/translations'
import { toId } from '@/utilities/ids'

import { queueAccountEmail } from '../jobs/sendAccountEmail'

export const passwordResetPath = '/:id/send-password-reset'

/**
 * POST /api/customers/:id/send-password-reset: support (and admins) help a locked-out customer by
 * queueing the customer's own reset e-mail, in the customer's language. Staff never see or choose
 * the new password; the job sends at most one link a minute per account.
 */
export const passwordResetEndpoint: Endpoint = {
  path: passwordResetPath,
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'support')) throw new Forbidden(req.t)
    const id = toId(String(req.routeParams?.id ?? ''))
    const customer = id
      ? await req.payload.findByID({
          collection: 'customers',
          id,
          depth: 0,
          overrideAccess: false,
          req,
          disableErrors: true,
          select: { email: true, closedAt: true },
        })
      : null
    if (!customer) throw new NotFound(req.t)
    if (customer.closedAt)
      throw new APIError(adminText(req.i18n, 'passwordResetClosedAccount'), 409, undefined, true)
    await queueAccountEmail(req.payload, { kind: 'passwordReset', customer: String(id) }, req)
    return Response.json(
      { message: adminText(req.i18n, 'passwordResetQueued', { email: customer.email }) },
      { status: 202 },
    )
  },
}
