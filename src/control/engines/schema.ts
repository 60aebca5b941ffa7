import { z } from 'zod'

import { builder } from '@/graphql/builder'
import { idInput } from '@/graphql/zodGraphQL'
import { argsFromZod, enumFromZod, inputFromZod } from '@/graphql/zodInput'

import { deleteInstance, retryInstanceLaunch } from './lifecycle'
import { launchEngineInstance } from './operations'
import { organisationInstances, readInstance } from './queries'
import { deletionInput, instanceRef, launchInput, organisationRef, shopLanguage } from './rules'
import {
  instanceStatuses,
  provisioningSteps,
  serviceKeys,
  serviceStates,
  taskStates,
} from './states'
import {
  instanceView,
  type InstanceServiceView,
  type InstanceTaskView,
  type InstanceView,
} from './views'

/**
 * The engines in GraphQL: queries controlInstance(id) (the instance overview's polling) and
 * controlInstances(organisation), and the mutations launchEngineInstance, retryInstanceLaunch,
 * deleteInstance, each also for an organisation API token (src/control/tokens). Failures are
 * GraphQL errors whose message is a key under control.* (see ../shared/errors.ts).
 */
const Status = builder.enumType('ControlInstanceStatus', { values: instanceStatuses })
const Step = builder.enumType('ControlProvisioningStep', { values: provisioningSteps })
const TaskState = builder.enumType('ControlTaskState', { values: taskStates })
const ServiceKey = builder.enumType('ControlServiceKey', { values: serviceKeys })
const ServiceState = builder.enumType('ControlServiceState', { values: serviceStates })

const Service = builder.objectRef<InstanceServiceView>('ControlInstanceService').implement({
  fields: (t) => ({
    service: t.expose('service', { type: ServiceKey, nullable: false }),
    url: t.exposeString('url'),
    state: t.expose('state', { type: ServiceState, nullable: false }),
  }),
})

const Task = builder.objectRef<InstanceTaskView>('ControlInstanceTask').implement({
  fields: (t) => ({
    step: t.expose('step', { type: Step, nullable: false }),
    state: t.expose('state', { type: TaskState, nullable: false }),
    message: t.exposeString('message'),
    startedAt: t.exposeString('startedAt'),
    finishedAt: t.exposeString('finishedAt'),
  }),
})

export const Instance = builder.objectRef<InstanceView>('ControlInstance').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    instanceId: t.exposeString('instanceId', { nullable: false }),
    shopName: t.exposeString('shopName', { nullable: false }),
    defaultLanguage: t.expose('defaultLanguage', {
      type: enumFromZod(shopLanguage),
      nullable: false,
    }),
    status: t.expose('status', { type: Status, nullable: false }),
    subdomain: t.exposeString('subdomain'),
    releasedSubdomain: t.exposeString('releasedSubdomain'),
    adminUrl: t.exposeString('adminUrl'),
    apiUrl: t.exposeString('apiUrl'),
    failureMessage: t.exposeString('failureMessage'),
    deadline: t.exposeString('deadline'),
    simulated: t.exposeBoolean('simulated', { nullable: false }),
    recipientEmail: t.exposeString('recipientEmail'),
    senderEmail: t.exposeString('senderEmail'),
    defaultSender: t.exposeString('defaultSender'),
    smtpHost: t.exposeString('smtpHost'),
    smtpUser: t.exposeString('smtpUser'),
    smtpPort: t.exposeInt('smtpPort'),
    smtpPasswordSet: t.exposeBoolean('smtpPasswordSet', { nullable: false }),
    xpub: t.exposeString('xpub'),
    organisation: t.exposeID('organisation'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    services: t.expose('services', {
      type: [Service],
      nullable: { list: false, items: false },
    }),
    tasks: t.expose('tasks', { type: [Task], nullable: { list: false, items: false } }),
  }),
})

const LaunchInput = inputFromZod(
  'LaunchEngineInput',
  z.object({ organisation: idInput, ...launchInput.shape }),
)

/** What the fields that accept an organisation API token say about it. */
const withToken = (scope: 'read' | 'manage') =>
  `Also with an API token of the organisation (\`Authorization: Bearer ubt_…\`, scope \`${scope}\`${scope === 'read' ? ' or `manage`' : ''}).`

builder.queryFields((t) => ({
  controlInstance: t.field({
    type: Instance,
    description: `One engine instance, or null when it does not exist or is not the caller's. ${withToken('read')}`,
    args: argsFromZod(t.arg, instanceRef),
    resolve: async (_, { id }, { req }) => {
      const doc = await readInstance(req, id)
      return doc ? instanceView(doc) : null
    },
  }),
  controlInstances: t.field({
    type: [Instance],
    nullable: { list: false, items: false },
    description: `The organisation's engine instances, newest first (members). ${withToken('read')}`,
    args: argsFromZod(t.arg, organisationRef),
    resolve: async (_, args, { req }) => (await organisationInstances(req, args)).map(instanceView),
  }),
}))

builder.mutationFields((t) => ({
  launchEngineInstance: t.field({
    type: Instance,
    nullable: false,
    description: `Launches an engine (owner and admins). ${withToken('manage')}`,
    args: { input: t.arg({ type: LaunchInput, required: true }) },
    resolve: async (_, { input }, { req }) => instanceView(await launchEngineInstance(req, input)),
  }),
  retryInstanceLaunch: t.field({
    type: Instance,
    nullable: false,
    description: `Retries a failed launch (owner and admins). ${withToken('manage')}`,
    args: argsFromZod(t.arg, instanceRef),
    resolve: async (_, args, { req }) => instanceView(await retryInstanceLaunch(req, args)),
  }),
  deleteInstance: t.field({
    type: Instance,
    nullable: false,
    description: `Deletes an engine after its shop name is typed again (owner and admins). ${withToken('manage')}`,
    args: argsFromZod(t.arg, deletionInput),
    resolve: async (_, args, { req }) => instanceView(await deleteInstance(req, args)),
  }),
}))
