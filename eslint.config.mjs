import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// Layers of docs/site.md: cache, routing and utilities sit below src/data and never reach Payload's config.
const belowData = {
  group: ['@payload-config', '@/data/*'],
  message: 'This layer sits below src/data: take a Payload instance as an argument instead.',
}
// The production process (src/server/) runs the app; the app never imports it.
const serverOnTop = {
  group: ['@/server/*', '../server/*', '../../server/*'],
  message:
    'src/server is the process around the app: nothing in src imports it (a message to it goes through src/cache/frontCacheChannel.ts).',
}
const pureOnly = ['payload', 'next/cache'].map((name) => ({
  name,
  message: 'src/utilities holds pure helpers only.',
}))

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'dist/**',
      'data/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
      'tests/.tmp/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'src/**/*.generated.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@payload-config', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import/no-cycle': 'off',
    },
  },
  {
    // Tests read JSON bodies of real HTTP responses: their shape is what the test asserts.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**'],
    ignores: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnTop] }] },
  },
  {
    files: ['src/cache/**', 'src/routing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [belowData, serverOnTop] }] },
  },
  {
    files: ['src/utilities/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: pureOnly, patterns: [belowData, serverOnTop] }],
    },
  },
  prettier,
]

export default config
