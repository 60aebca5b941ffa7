import { Forbidden, type Endpoint, type PayloadRequest } from 'payload'

import { hasRole } from '@/access'
import { csvLine } from '@/security/csv'

export const exportConfirmedPath = '/export-confirmed'

const columns = ['email', 'locale', 'confirmedAt', 'createdAt'] as const
const batchSize = 500

/**
 * GET /api/newsletter-subscribers/export-confirmed: the confirmed subscribers as CSV (e-mail,
 * language, confirmation and sign-up dates), read page by page so a long list is streamed. Admins
 * and support only; it holds personal data.
 */
export const exportConfirmedEndpoint: Endpoint = {
  path: exportConfirmedPath,
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!hasRole(req.user, 'admin', 'support')) throw new Forbidden(req.t)
    const { payload } = req
    const encoder = new TextEncoder()
    let page = 1
    let started = false
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(csvLine([...columns])))
        }
        const result = await payload.find({
          collection: 'newsletter-subscribers',
          where: { status: { equals: 'confirmed' } },
          sort: 'id',
          page,
          limit: batchSize,
          depth: 0,
          overrideAccess: true,
          select: { email: true, locale: true, confirmedAt: true, createdAt: true },
        })
        for (const doc of result.docs)
          controller.enqueue(encoder.encode(csvLine(columns.map((column) => doc[column]))))
        if (!result.hasNextPage) controller.close()
        page += 1
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-confirmed-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
