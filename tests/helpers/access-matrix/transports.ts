import { jsonOrText, sendToApi } from '../http'
import type { Upload } from './fixtures'

/**
 * Real requests through Payload's REST and GraphQL route handlers (the ones served at /api),
 * with the actor's JWT; JSON bodies, or multipart with `_payload` when a file goes along.
 */
let address = 0

export type Result = { status: number; body: any }

export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token?: string,
  body?: unknown,
  file?: Upload,
): Promise<Result> {
  const headers = new Headers({ 'x-forwarded-for': `192.0.2.${(address = (address % 250) + 1)}` })
  if (token) headers.set('Authorization', `JWT ${token}`)
  let payload: BodyInit | undefined
  if (file) {
    const form = new FormData()
    form.set('_payload', JSON.stringify(body ?? {}))
    form.set('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
    payload = form
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    payload = JSON.stringify(body)
  }
  const { status, text } = await sendToApi(
    new Request(`http://matrix.test/api${path}`, { method, headers, body: payload }),
  )
  return { status, body: jsonOrText(text) }
}

export async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Result> {
  const headers = new Headers({
    'Content-Type': 'application/json',
    'x-forwarded-for': `192.0.2.${(address = (address % 250) + 1)}`,
  })
  if (token) headers.set('Authorization', `JWT ${token}`)
  const { status, text } = await sendToApi(
    new Request('http://matrix.test/api/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    }),
  )
  return { status, body: JSON.parse(text) }
}

export type Schema = { queries: Set<string>; mutations: Map<string, Record<string, string>> }

/** The root query and mutation fields of the running schema, with each mutation's argument types. */
export async function schemaOf(token: string): Promise<Schema> {
  const typeName = `name kind ofType { name kind ofType { name } }`
  const result = await graphql(
    `{ __schema { queryType { fields { name } } mutationType { fields { name args { name type { ${typeName} } } } } } }`,
    {},
    token,
  )
  const schema = result.body.data.__schema
  const named = (type: {
    name?: string
    ofType?: { name?: string; ofType?: { name?: string } }
  }): string => type.name ?? (type.ofType ? named(type.ofType) : '')
  const wrap = (type: { kind: string; name?: string; ofType?: any }): string =>
    type.kind === 'NON_NULL' ? `${wrap(type.ofType)}!` : named(type)
  return {
    queries: new Set(schema.queryType.fields.map((field: { name: string }) => field.name)),
    mutations: new Map(
      schema.mutationType.fields.map(
        (field: { name: string; args: { name: string; type: any }[] }) => [
          field.name,
          Object.fromEntries(field.args.map((arg) => [arg.name, wrap(arg.type)])),
        ],
      ),
    ),
  }
}

/** True when a GraphQL answer refused the operation (an error, or no data). */
export const refusedByGraphQL = (result: Result, field: string) =>
  Boolean(result.body.errors?.length) || result.body.data?.[field] == null
