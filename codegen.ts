import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * The browser's typed GraphQL documents, generated from the printed schema
 * (src/graphql/schema.graphql, written by `npm run generate:graphql`): beside each feature's
 * documents.graphql a documents.generated.ts with one TypedDocumentNode per operation and
 * fragment, so a page loads only its own feature's documents. `npm run lint` runs this with
 * --check: a document that no longer matches the schema, or an output not regenerated, fails.
 */
const scalars = { ID: { input: 'string', output: 'string' } }

const config: CodegenConfig = {
  schema: 'src/graphql/schema.graphql',
  documents: ['src/**/documents.graphql'],
  emitLegacyCommonJSImports: true,
  generates: {
    'src/graphql/types.generated.ts': {
      plugins: ['typescript'],
      config: { onlyOperationTypes: true, enumsAsTypes: true, scalars, useTypeImports: true },
    },
    'src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'graphql/types.generated.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        useTypeImports: true,
        avoidOptionals: { field: true },
        enumsAsTypes: true,
        dedupeFragments: true,
      },
    },
  },
}

export default config
