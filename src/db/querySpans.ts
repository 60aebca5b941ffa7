import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { databaseKind } from '@/config/databaseKind'
import { inSpan, tracingApi } from '@/observability/tracing'

/** Payload's reads and writes of documents, globals, versions and jobs. */
const dataCalls = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const satisfies (keyof BaseDatabaseAdapter)[]

const systems = { sqlite: 'sqlite', postgres: 'postgresql', mongodb: 'mongodb' } as const

type Target = { collection?: string; slug?: string; global?: string; globalSlug?: string }
type Call = (this: unknown, args: Target | undefined) => Promise<unknown>

/**
 * With tracing on, each of Payload's database calls within a trace is a span `<call> <collection>`
 * (`find customers`, `updateJobs payload-jobs`). SQLite has no instrumentation of its own, so this
 * is what a trace shows of its queries; on PostgreSQL the statements' spans (pg) sit inside. With
 * tracing off the adapter is left as it is.
 */
export function withQuerySpans(adapter: DatabaseAdapterObj, uri: string): DatabaseAdapterObj {
  const system = systems[databaseKind(uri)]
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      if (!tracingApi()) return db
      const calls = db as unknown as Record<(typeof dataCalls)[number], Call>
      for (const name of dataCalls) {
        const call = calls[name]
        if (typeof call !== 'function') continue
        calls[name] = function (this: unknown, callArgs) {
          const target =
            callArgs?.collection ??
            callArgs?.slug ??
            callArgs?.global ??
            callArgs?.globalSlug ??
            'payload-jobs'
          const attributes = {
            'db.system.name': system,
            'db.operation.name': name,
            'db.collection.name': target,
          }
          return inSpan({ name: `${name} ${target}`, kind: 'client', attributes }, () =>
            call.call(this, callArgs),
          )
        }
      }
      return db
    },
  }
}
