/**
 * `npm run generate:graphql` (first step): prints the schema of the browser's operations (the
 * site's own, defined with the builder in each feature's schema.ts, and the few of Payload's it
 * calls; src/graphql/printedSchema.ts) to src/graphql/schema.graphql, from which graphql-codegen
 * writes the browser's typed documents. Payload's whole schema stays served at /api/graphql.
 */
import { writeFileSync } from 'node:fs'

import { configToSchema } from '@payloadcms/graphql'
import { printSchema } from 'graphql'

import { runOrExplain } from '@/config/startupError'
import { browserSchema } from '@/graphql/printedSchema'

runOrExplain(async () => {
  const { default: configPromise } = await import('@payload-config')
  const config = await configPromise
  const file = config.graphQL.schemaOutputFile
  writeFileSync(file, printSchema(browserSchema(configToSchema(config).schema)))
  console.log(`GraphQL schema written to ${file}`)
  process.exit(0)
})
