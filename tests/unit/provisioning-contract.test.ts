import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { webhookProvisioner } from '@/control/engines/provisioners/webhook'
import { shopLanguages } from '@/control/engines/rules'
import {
  instanceStatuses,
  provisioningSteps,
  serviceKeys,
  serviceStates,
  taskStates,
} from '@/control/engines/states'
import type { EngineInstance } from '@/payload-types'
import { verifySignature } from '@/security/signature'

import {
  contractErrors,
  expectContract,
  publishedValidator,
  readSchema,
} from '../helpers/provisioningContract'

/**
 * The provisioning contract of docs/provisioning/v1/: its enums are the ones the product checks
 * (engines/states.ts), its examples are valid, and what the webhook driver sends for each event
 * fits it and verifies with the stock Standard Webhooks library.
 */
type Schema = Record<string, any>
const request = readSchema('request') as Schema
const callback = readSchema('callback') as Schema

describe('the published schemas', () => {
  it('are draft 2020-12 and compile as published', () => {
    for (const schema of [request, callback])
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(() => publishedValidator('request')).not.toThrow()
    expect(() => publishedValidator('callback')).not.toThrow()
  })

  it('list exactly the statuses, steps and states of engines/states.ts', () => {
    const task = callback.properties.tasks.items.properties
    const service = callback.properties.services.items.properties
    expect(callback.properties.status.enum).toEqual([...instanceStatuses])
    expect(task.step.enum).toEqual([...provisioningSteps])
    expect(task.state.enum).toEqual([...taskStates])
    expect(service.service.enum).toEqual([...serviceKeys])
    expect(service.state.enum).toEqual([...serviceStates])
    const provision = request.$defs['instance.provision'].properties.instance.properties
    expect(provision.defaultLanguage.enum).toEqual([...shopLanguages])
  })

  it('accept their examples, one request of each event', () => {
    expect(request.examples.map((example: { event: string }) => example.event).sort()).toEqual([
      'instance.delete',
      'instance.provision',
      'instance.provision',
      'instance.resume',
      'instance.suspend',
    ])
    const published = {
      request: publishedValidator('request'),
      callback: publishedValidator('callback'),
    }
    for (const example of request.examples) {
      expectContract('request', example)
      expect(published.request(example)).toBe(true)
    }
    expect(callback.examples.length).toBeGreaterThan(0)
    for (const example of callback.examples) {
      expectContract('callback', example)
      expect(published.callback(example)).toBe(true)
    }
  })

  it('refuse what the product refuses', () => {
    const [valid] = callback.examples as Schema[]
    const refused: Schema[] = [
      { ...valid, id: 'short' },
      { ...valid, id: 'has space in it' },
      { ...valid, sequence: 0 },
      { ...valid, sequence: 1.5 },
      { ...valid, instanceId: '' },
      { ...valid, status: 'exploded' },
      { ...valid, tasks: [{ step: 'brewCoffee', state: 'done' }] },
      { ...valid, tasks: [{ step: 'deployEngine', state: 'finished' }] },
      { ...valid, services: [{ service: 'engineApi', state: 'up' }] },
      { sequence: 1, instanceId: 'inst-3f9a0c5e1b2d' },
    ]
    for (const body of refused) expect(contractErrors('callback', body)).not.toEqual([])

    const [provision] = request.examples as Schema[]
    for (const body of [
      { ...provision, event: 'instance.explode' },
      { ...provision, attempt: 0 },
      { ...provision, instance: { ...provision.instance, smtp: { host: 'x', port: 0 } } },
      { ...provision, instance: { instanceId: 'inst-3f9a0c5e1b2d', subdomain: 'velo-shop' } },
    ])
      expect(contractErrors('request', body)).not.toEqual([])
  })

  it('in the tests, also refuse a property the contract does not name', () => {
    const [valid] = callback.examples as Schema[]
    expect(contractErrors('callback', { ...valid, colour: 'blue' })).toEqual([
      ' must NOT have unevaluated properties',
    ])
    // What a back end compiles lets it through: v1 may gain optional properties.
    expect(publishedValidator('callback')({ ...valid, colour: 'blue' })).toBe(true)
  })
})

describe('what the webhook driver sends', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  let server: Server
  const saved = { ...process.env }

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({ headers: req.headers, body })
        res.statusCode = 202
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    Object.assign(process.env, {
      SITE_URL: 'https://www.example.ch',
      PROVISIONER: 'webhook',
      HOSTING_WEBHOOK_SECRET: secret,
      HOSTING_WEBHOOK_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    })
  })
  afterAll(async () => {
    for (const name of ['SITE_URL', 'PROVISIONER', 'HOSTING_WEBHOOK_SECRET', 'HOSTING_WEBHOOK_URL'])
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    await new Promise((resolve) => server.close(resolve))
  })

  const instance = {
    instanceId: 'inst-0123456789ab',
    shopName: 'Velo Shop',
    subdomain: 'velo-shop',
    recipientEmail: 'orders@velo.example',
    defaultSender: '"Velo Shop" <no-reply+velo-shop@mail.example>',
    smtpHost: '93.184.215.14',
    smtpPort: 2525,
    smtpUser: 'velo',
    xpub: null,
    callbackSequence: 2,
  } as EngineInstance
  const context = {
    instance,
    attempt: 1,
    step: async (_: string, run: () => Promise<string | void>) => {
      await run()
    },
  }

  it('fits the contract for every event and verifies with new Webhook(secret).verify', async () => {
    await webhookProvisioner.provision({ ...context, smtpPassword: 'app-password' } as never)
    await webhookProvisioner.teardown(context as never)
    await webhookProvisioner.suspend(context as never)
    await webhookProvisioner.resume(context as never)

    expect(received.map((entry) => JSON.parse(entry.body).event)).toEqual([
      'instance.provision',
      'instance.delete',
      'instance.suspend',
      'instance.resume',
    ])
    for (const { headers, body } of received) {
      expectContract('request', body)
      expect(
        new Webhook(secret).verify(body, {
          'webhook-id': String(headers['webhook-id']),
          'webhook-timestamp': String(headers['webhook-timestamp']),
          'webhook-signature': String(headers['webhook-signature']),
        }),
      ).toEqual(JSON.parse(body))
      // Until release 2.0 the old headers come along, signed at the same second.
      expect(headers['x-unbound-timestamp']).toBe(headers['webhook-timestamp'])
      expect(
        verifySignature(
          body,
          {
            timestamp: String(headers['x-unbound-timestamp']),
            signature: String(headers['x-unbound-signature']),
          },
          secret,
        ),
      ).toEqual({ ok: true })
    }
    expect(new Set(received.map((entry) => entry.headers['webhook-id'])).size).toBe(4)
    expect(JSON.parse(received[0].body).instance.smtp).toEqual({
      host: '93.184.215.14',
      port: 2525,
      username: 'velo',
      password: 'app-password',
    })
  })
})
