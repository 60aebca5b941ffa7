import type { PayloadRequest, TaskConfig } from 'payload'

import { localeOf } from '@/email/links'
import { renderEmail } from '@/email/render'
import { mailRetries } from '@/email/retries'
import { markOnce, release } from '@/locks'
import type { Activity } from '@/payload-types'
import { relationId, toId } from '@/utilities/ids'

export const sendTeamEmailSlug = 'sendTeamEmail' as const

/** A marker outlives every retry of the job by far; the retention task removes it afterwards. */
const keepMarkerMs = 30 * 24 * 60 * 60 * 1000

/** Queues the e-mail about one activity entry to one customer, in the request that stored it. */
export async function queueTeamEmail(
  req: PayloadRequest,
  activity: number | string,
  recipient: number | string,
) {
  await req.payload.jobs.queue({
    task: sendTeamEmailSlug,
    input: { activity: String(activity), recipient: String(recipient) },
    req,
  })
}

/** The e-mail an activity entry calls for: the data of its template, or null for none. */
async function compose(req: PayloadRequest, entry: Activity, locale: ReturnType<typeof localeOf>) {
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: relationId(entry.organisation),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!organisation) return null
  const base = { organisation: organisation.name, organisationId: String(organisation.id) }
  if (entry.action === 'joined') {
    const member = entry.subjectCustomer
      ? await req.payload.findByID({
          collection: 'customers',
          id: relationId(entry.subjectCustomer),
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    const name = member?.name ? `${member.name} (${member.email})` : (entry.subject ?? '')
    return renderEmail('invitationAccepted', locale, { ...base, member: name })
  }
  if ((entry.action === 'roleChanged' || entry.action === 'ownershipTransferred') && entry.role)
    return renderEmail('roleChanged', locale, { ...base, role: entry.role })
  return null
}

/**
 * Team e-mails ("invitation accepted" to the inviter, "role changed" to the member), written
 * from the activity entry when the job runs, in the recipient's language. Sent once per entry
 * and recipient: a marker is taken before sending and given back when the mail server refuses.
 */
export const sendTeamEmailTask: TaskConfig<{
  input: { activity: string; recipient: string }
  output: { sent: number }
}> = {
  slug: sendTeamEmailSlug,
  label: 'Team e-mail',
  inputSchema: [
    { name: 'activity', type: 'text', required: true },
    { name: 'recipient', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: mailRetries(),
  handler: async ({ input, req }) => {
    const { payload } = req
    const [entry, recipient] = await Promise.all([
      payload.findByID({
        collection: 'activity',
        id: toId(input.activity),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      }),
      payload.findByID({
        collection: 'customers',
        id: toId(input.recipient),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      }),
    ])
    if (!entry || !recipient) return { output: { sent: 0 } }
    const mail = await compose(req, entry, localeOf(recipient.locale))
    if (!mail) return { output: { sent: 0 } }
    const key = `mail:team:${entry.id}:${recipient.id}`
    if (!(await markOnce(payload, key, new Date(Date.now() + keepMarkerMs))))
      return { output: { sent: 0 } }
    try {
      await payload.sendEmail({ to: recipient.email, ...mail })
    } catch (error) {
      await release(payload, key)
      throw error
    }
    return { output: { sent: 1 } }
  },
}
