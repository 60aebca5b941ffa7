import { graphqlEnumName } from '@/graphql/zodGraphQL'
import type { EngineInstance } from '@/payload-types'

import { deadlineOf } from './deadline'
import { provisioningIsSimulated } from './provisioners/mode'

/**
 * The instance as GraphQL returns it (schema.ts exposes these fields), mapped from the document
 * on the server; the browser's types come from the printed schema (documents.generated.ts).
 */

/** The instance as the control area shows it (never the SMTP password, only whether one is set). */
export function instanceView(doc: EngineInstance) {
  return {
    id: String(doc.id),
    instanceId: doc.instanceId ?? '',
    shopName: doc.shopName,
    defaultLanguage: graphqlEnumName(doc.defaultLanguage ?? 'de-CH'),
    status: doc.status ?? 'provisioning',
    subdomain: doc.subdomain ?? null,
    /** The subdomain a deleted instance gave back. */
    releasedSubdomain: doc.releasedSubdomain ?? null,
    adminUrl: doc.adminUrl ?? null,
    apiUrl: doc.apiUrl ?? null,
    failureMessage: doc.failureMessage ?? null,
    /** When the launch or deletion under way fails unless it finishes (the page stops polling fast). */
    deadline: deadlineOf(doc)?.toISOString() ?? null,
    /** The simulated provisioner: no real engine (the page marks it "Demo"). */
    simulated: provisioningIsSimulated(),
    recipientEmail: doc.recipientEmail,
    senderEmail: doc.senderEmail ?? null,
    defaultSender: doc.defaultSender ?? null,
    smtpHost: doc.smtpHost ?? null,
    smtpUser: doc.smtpUser ?? null,
    smtpPort: doc.smtpPort ?? null,
    smtpPasswordSet: Boolean(doc.smtpPasswordSet),
    xpub: doc.xpub ?? null,
    organisation: String(
      typeof doc.organisation === 'object' ? doc.organisation.id : doc.organisation,
    ),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    services: (doc.services ?? []).map((service) => ({
      service: service.service,
      url: service.url ?? null,
      state: service.state,
    })),
    tasks: (doc.tasks ?? []).map((task) => ({
      step: task.step,
      state: task.state,
      message: task.message ?? null,
      startedAt: task.startedAt ?? null,
      finishedAt: task.finishedAt ?? null,
    })),
  }
}
export type InstanceView = ReturnType<typeof instanceView>
export type InstanceServiceView = InstanceView['services'][number]
export type InstanceTaskView = InstanceView['tasks'][number]
