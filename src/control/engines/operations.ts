import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { actingIn } from '@/control/shared/actor'
import { checkInput, ControlError } from '@/control/shared/errors'
import { hostingSettings } from '@/control/shared/settings'
import { recordActivity } from '@/control/team'
import { assertInstanceQuota, trialHasEnded } from '@/control/trial'
import type { EngineInstance } from '@/payload-types'
import { relationId, toId } from '@/utilities/ids'

import { initialServices, initialTasks, provisionTaskSlug } from './provisioning'
import { launchInput, type LaunchInput } from './rules'
import { defaultSender } from './sender'
import { instanceHosts, uniqueSubdomain } from './subdomain'

const newInstanceId = () => `inst-${randomBytes(6).toString('hex')}`

/**
 * Launch: the owner's or an admin's role (or a `manage` API token of the organisation, acting for
 * its creator), the acting customer's trial, every wizard rule again, the owner's instance quota;
 * then the instance and its provisioning job.
 */
export async function launchEngineInstance(
  req: PayloadRequest,
  input: LaunchInput & { organisation: string },
): Promise<EngineInstance> {
  const { payload } = req
  const { organisation, customer: acting } = await actingIn(req, toId(input.organisation), 'manage')
  const customer = await payload.findByID({
    collection: 'customers',
    id: acting,
    overrideAccess: true,
    depth: 0,
  })
  if (trialHasEnded(customer.trialEndsAt)) throw new ControlError('trialEnded', 403)
  const data = checkInput(launchInput, input)
  await assertInstanceQuota(req, relationId(organisation.owner))
  const settings = await hostingSettings(payload)

  let launched: EngineInstance | undefined
  for (let tries = 0; !launched; tries++) {
    const subdomain = await uniqueSubdomain(
      data.shopName,
      async (candidate) =>
        (
          await payload.count({
            collection: 'engine-instances',
            where: { subdomain: { equals: candidate } },
            overrideAccess: true,
          })
        ).totalDocs > 0,
    )
    const hosts = instanceHosts(subdomain, settings.instanceDomain)
    try {
      const instance = await payload.create({
        collection: 'engine-instances',
        data: {
          ...data,
          organisation: organisation.id,
          instanceId: newInstanceId(),
          subdomain,
          status: 'provisioning',
          defaultSender: defaultSender(data.shopName, subdomain, settings.sharedMailDomain),
          apiUrl: hosts.apiUrl,
          adminUrl: hosts.adminUrl,
          launchedBy: customer.id,
          provisioningAttempts: 0,
          services: initialServices({
            apiUrl: hosts.apiUrl,
            adminUrl: hosts.adminUrl,
            database: `${subdomain}-db`,
            email: data.senderEmail
              ? `smtp://${data.smtpHost}:${data.smtpPort}`
              : `smtp://${settings.sharedMailDomain}`,
          }),
          tasks: initialTasks(),
        },
        overrideAccess: true,
        depth: 0,
      })
      await payload.jobs.queue({
        task: provisionTaskSlug,
        input: { instance: String(instance.id) },
      })
      launched = instance
    } catch (error) {
      const unique = /unique|subdomain|instanceId/i.test(
        `${(error as Error).message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`,
      )
      if (!unique || tries >= 4) {
        payload.logger.error({ err: error, msg: 'launching an engine instance failed' })
        throw new ControlError('launchFailed', 500)
      }
    }
  }
  await recordActivity(req, {
    organisation: organisation.id,
    action: 'launched',
    subject: launched.shopName,
    subjectInstance: launched.id,
  })
  return launched
}
