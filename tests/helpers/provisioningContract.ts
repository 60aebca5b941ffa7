import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'

import { Ajv2020 } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { Webhook } from 'standardwebhooks'
import { expect } from 'vitest'

/**
 * The published provisioning contract (docs/provisioning/v1/*.schema.json), compiled with Ajv as
 * any back end's stock validator would. The schemas let unknown properties through (v1 may gain
 * optional ones); the tests compile them strictly, so that everything the product sends, and
 * everything a test sends it, is a property the contract names.
 */
export const contractDir = path.resolve(import.meta.dirname, '../../docs/provisioning/v1')

export type JsonSchema = { [key: string]: unknown }

export const readSchema = (name: 'request' | 'callback'): JsonSchema =>
  JSON.parse(readFileSync(path.join(contractDir, `${name}.schema.json`), 'utf8'))

/** The schema with `unevaluatedProperties: false` on every object that lists its properties. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict)
  if (!schema || typeof schema !== 'object') return schema
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, strict(value)]),
  ) as JsonSchema
  return 'properties' in copy ? { ...copy, unevaluatedProperties: false } : copy
}

function compile(name: 'request' | 'callback', { strictly }: { strictly: boolean }) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true })
  addFormats(ajv)
  const schema = readSchema(name)
  return ajv.compile(strictly ? (strict(schema) as JsonSchema) : schema)
}

const validators = {
  request: compile('request', { strictly: true }),
  callback: compile('callback', { strictly: true }),
}

/** Ajv's errors for `body` (a JSON text or a value) against the strict copy; [] when it is valid. */
export function contractErrors(name: 'request' | 'callback', body: string | unknown) {
  const validate = validators[name]
  validate(typeof body === 'string' ? JSON.parse(body) : body)
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`)
}

export const expectContract = (name: 'request' | 'callback', body: string | unknown) =>
  expect(contractErrors(name, body)).toEqual([])

/** The published schema as is (what a back end compiles). */
export const publishedValidator = (name: 'request' | 'callback') =>
  compile(name, { strictly: false })

/** The `whsec_` form of an existing secret, as docs/control-area.md tells an operator to make it. */
export const asWhsec = (secret: string) =>
  secret.startsWith('whsec_') ? secret : `whsec_${Buffer.from(secret, 'utf8').toString('base64')}`

/** Standard Webhooks headers made by the stock library, as a back end in any language would. */
export function standardSigned(
  body: string,
  secret: string,
  { id = `msg_${randomUUID()}`, at = new Date() }: { id?: string; at?: Date } = {},
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(asWhsec(secret)).sign(id, at, body),
  }
}

/** Verifies a request the product sent with the stock library; returns its parsed body or throws. */
export const standardVerified = (
  request: { headers: IncomingHttpHeaders; body: string },
  secret: string,
) =>
  new Webhook(asWhsec(secret)).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  })
