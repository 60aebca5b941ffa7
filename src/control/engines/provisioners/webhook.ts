import { env } from '@/config/env'
import { traceHeaders } from '@/observability/tracing'
import { siteUrl } from '@/routing/siteUrl'
import { signPayload, signStandardWebhook } from '@/security/signature'

import { checkSmtpServerAtSendTime } from '../smtpResolution'
import type { Provisioner, ProvisioningStep, SuspensionContext } from './types'

export class WebhookProvisioningError extends Error {
  override name = 'WebhookProvisioningError'
}

const callbackUrl = () => `${siteUrl()}/api/engine-instances/provisioning-callback`

/**
 * A signed JSON POST to HOSTING_WEBHOOK_URL; a non-2xx answer fails the try (retried). Signed the
 * Standard Webhooks way and, until release 2.0, the old way too (src/security/signature.ts); the
 * bodies are published as JSON Schema in docs/provisioning/v1/.
 */
async function postSigned(event: Record<string, unknown>) {
  const { HOSTING_WEBHOOK_URL: url, HOSTING_WEBHOOK_SECRET: secret } = env()
  if (!url || !secret)
    throw new WebhookProvisioningError('HOSTING_WEBHOOK_URL and HOSTING_WEBHOOK_SECRET must be set')
  const body = JSON.stringify(event)
  const at = new Date()
  const response = await fetch(url, {
    method: 'POST',
    // With tracing on, the back end's work joins the trace of the launch (W3C traceparent).
    headers: {
      'content-type': 'application/json',
      ...signStandardWebhook(body, secret, { at }),
      ...signPayload(body, secret, Math.floor(at.getTime() / 1000)),
      ...traceHeaders(),
    },
    body,
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok)
    throw new WebhookProvisioningError(`Hosting back end answered ${response.status}`)
}

/** One step that tells the back end `event` about the instance (deletion, suspension, resume). */
const tellBackEnd =
  (event: string, stepName: ProvisioningStep) =>
  async ({ instance, attempt, step }: Pick<SuspensionContext, 'instance' | 'attempt' | 'step'>) => {
    await step(stepName, () =>
      postSigned({
        event,
        attempt,
        callbackUrl: callbackUrl(),
        lastCallbackSequence: instance.callbackSequence ?? 0,
        instance: { instanceId: instance.instanceId, subdomain: instance.subdomain },
      }),
    )
  }

/**
 * Asks the hosting back end to provision: a signed JSON POST to HOSTING_WEBHOOK_URL (see
 * postSigned). The back end answers 2xx at once and reports progress later through
 * signed callbacks to /api/engine-instances/provisioning-callback (callback.ts). Deletion works the same way
 * (event `instance.delete`); the back end's callback with status `deleted` completes it. At the
 * trial's end the engine is `suspended` first and the back end told (`instance.suspend`); after an
 * extension `instance.resume` asks it to serve the engine again, and its callback with status
 * `running` completes the resume.
 */
export const webhookProvisioner: Provisioner = {
  name: 'webhook',
  handsOver: true,
  steps: ['requestProvisioning'],
  async provision({ instance, attempt, smtpPassword, step }) {
    await step('requestProvisioning', async () => {
      // The back end would connect to this server with the customer's password: never hand over a local one.
      if (instance.smtpHost) await checkSmtpServerAtSendTime(instance.smtpHost, instance.smtpPort)
      return postSigned({
        event: 'instance.provision',
        attempt,
        callbackUrl: callbackUrl(),
        // Each callback needs a unique id and a sequence above this one (see docs/control-area.md).
        lastCallbackSequence: instance.callbackSequence ?? 0,
        instance: {
          instanceId: instance.instanceId,
          shopName: instance.shopName,
          defaultLanguage: instance.defaultLanguage ?? 'de-CH',
          subdomain: instance.subdomain,
          recipientEmail: instance.recipientEmail,
          sender: instance.senderEmail || instance.defaultSender,
          smtp: instance.smtpHost
            ? {
                host: instance.smtpHost,
                port: instance.smtpPort ?? 587,
                username: instance.smtpUser ?? null,
                password: smtpPassword,
              }
            : null,
          xpub: instance.xpub ?? null,
        },
      })
    })
  },
  teardownSteps: ['requestDeletion'],
  teardown: tellBackEnd('instance.delete', 'requestDeletion'),
  suspendSteps: ['requestSuspension'],
  suspend: tellBackEnd('instance.suspend', 'requestSuspension'),
  resumeSteps: ['requestResume'],
  resume: tellBackEnd('instance.resume', 'requestResume'),
}
