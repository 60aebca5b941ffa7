/**
 * `npm run generate:graphql` (first step): prints the server's whole GraphQL schema (Payload's
 * collections and globals with our own operations) to src/graphql/schema.graphql, from which
 * graphql-codegen writes the browser's typed documents.
 */
import { writeFileSync } from 'node:fs'

import { configToSchema } from '@payloadcms/graphql'
import { printSchema } from 'graphql'

import { runOrExplain } from '@/config/startupError'

runOrExplain(async () => {
  const { default: configPromise } = await import('@payload-config')
  const config = await configPromise
  const file = config.graphQL.schemaOutputFile
  writeFileSync(file, printSchema(configToSchema(config).schema))
  console.log(`GraphQL schema written to ${file}`)
  process.exit(0)
})
