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
// The seed writes demo content; the app's code takes data it shares with the seed from a module of its own.
const seedAside = {
  group: ['@/seed', '@/seed/*'],
  message:
    'Only the seed command and start-up import src/seed: move the shared data into a neutral module.',
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
    ignores: ['src/server/**', 'src/seed/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnTop, seedAside] }] },
  },
  {
    files: ['src/seed/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnTop] }] },
  },
  {
    files: ['src/cache/**', 'src/routing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [belowData, serverOnTop, seedAside] }],
    },
  },
  {
    files: ['src/utilities/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: pureOnly, patterns: [belowData, serverOnTop, seedAside] },
      ],
    },
  },
  prettier,
]

export default config
