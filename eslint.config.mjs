import { readdirSync } from 'node:fs'

import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import boundaries from 'eslint-plugin-boundaries'

/**
 * The layers of src/, lowest first (CONTRIBUTING.md, "Layers"). Every folder (and file) of src/
 * belongs to one; a module imports from its own layer and the layers below it, never from above.
 */
const layers = [
  // Settings, pure helpers, languages, generated types and migrations: they know nothing above.
  ['base', ['config', 'utilities', 'i18n', 'styles', 'migrations', 'payload-types.ts']],
  // What every feature stands on: access rules, security, database, storage, locks, caches, URLs,
  // metrics and logs.
  ['platform', ['access', 'security', 'db', 'infra', 'locks', 'cache', 'routing', 'observability']],
  // Shared services: e-mail, the admin's wording and dashboard, page data, the GraphQL builder.
  ['services', ['email', 'admin', 'data', 'graphql']],
  // Shared building blocks of the site and the admin.
  ['ui', ['components', 'fields']],
  // One folder per feature, holding its collections, hooks, jobs, endpoints and components.
  [
    'features',
    [
      'collections',
      'blocks',
      'globals',
      'forms',
      'control',
      'accounts',
      'translation',
      'seo',
      'seed',
    ],
  ],
  // Where features are put together: the job queue, Payload's plugins and config, the page views.
  ['assembly', ['jobs', 'plugins', 'views']],
  // The Next app: routes, the proxy and its instrumentation.
  ['app', ['app', 'proxy.ts', 'instrumentation.ts']],
  // The process around the app (npm start, worker, migrate, backup, restore): nothing imports it.
  ['process', ['server', 'backup']],
]
const layerNames = layers.map(([name]) => name)

const layerRules = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      ...layers.flatMap(([type, entries]) =>
        entries.map((entry) =>
          entry.includes('.')
            ? { type, pattern: `src/${entry}`, mode: 'full' }
            : { type, pattern: `src/${entry}`, partialMatch: false },
        ),
      ),
      // Payload's config (payload.config.ts, imported as @payload-config) assembles every feature.
      { type: 'assembly', pattern: 'payload.config.ts', mode: 'full' },
    ],
    // 'full' is v7's deprecated mode; a file of its own (proxy.ts) has no other way to be an element.
    'boundaries/legacy-warnings': false,
    'boundaries/include': ['src/**', 'payload.config.ts'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'The {{from.type}} layer may not import from the {{to.type}} layer: imports point down the layers only (CONTRIBUTING.md).',
        policies: [
          ...layerNames.map((name, index) => ({
            from: { element: { type: name } },
            allow: { to: { element: { types: { anyOf: layerNames.slice(0, index + 1) } } } },
          })),
          // Payload's instance is built from its config on the first request that needs it: the
          // one way below the assembly layer to reach it, loaded lazily (src/data/payload.ts).
          {
            from: { file: { path: 'src/data/payload.ts' } },
            allow: { to: { file: { path: 'payload.config.ts' } } },
          },
        ],
      },
    ],
  },
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

/**
 * Feature rooms (CONTRIBUTING.md, "Feature rooms"): each control-area feature (every folder of
 * src/control but shared/), the site's forms and translation. Outside its own room a module
 * reaches a room through its public entry only: index.ts (what other features, the config and the
 * job list use), server.ts (what pages read), schema.ts (its GraphQL part); pages, blocks and
 * globals may also render its components/. Between rooms, not even components: a page composes
 * them. src/server (bundled on its own, taking only the small modules it needs) and src/seed
 * (which writes the app's own data modules, see seedAside) are left out.
 */
const controlFeatures = readdirSync(new URL('./src/control', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => `control/${entry.name}`)
/** Sign-in of customers and staff alike: sessions, passkeys, the two-step sign-in. */
const accountFeatures = readdirSync(new URL('./src/accounts', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => `accounts/${entry.name}`)
const rooms = [...controlFeatures, ...accountFeatures, 'forms', 'translation']
const entry = '(?:index|server|schema)$'
const roomMessage = (room) =>
  `Import src/${room} through its public entry: index.ts (what others use), server.ts (page reads) or schema.ts (its GraphQL part); pages, blocks and globals may render its components/ (CONTRIBUTING.md, "Feature rooms").`
/** What a module outside every room may not import: a room's files but its entries and components. */
const outsideRooms = rooms.map((room) => ({
  regex: `^@/${room}/(?!${entry})(?!(?:.+/)?components/)`,
  message: roomMessage(room),
}))
/**
 * The control area's features lean one way only: each may use those before it here, never one
 * after it (a feature missing here stands above all of them).
 */
const controlOrder = ['trial', 'organisations', 'team', 'engines', 'account', 'tokens'].map(
  (name) => `control/${name}`,
)
/** The sign-in features lean one way too: passkeys and the two-step sign-in open sessions. */
const accountOrder = ['sessions', 'passkeys', 'twoStep'].map((name) => `accounts/${name}`)
const standsAbove = (own, room) =>
  [controlOrder, accountOrder].some((order) => {
    const [ownIndex, roomIndex] = [own, room].map((name) => order.indexOf(name))
    return roomIndex !== -1 && ownIndex !== -1 && roomIndex > ownIndex
  })
const aboveMessage = (own, room) =>
  `src/${room} stands on src/${own}, not the other way round: queue its job by slug or let a page compose both (CONTRIBUTING.md, "Feature rooms").`
/**
 * What a module of `own` may not import: another room's files but its entries, or anything of a
 * control feature above its own; by alias, or by path between control features.
 */
const fromRoom = (own) =>
  rooms
    .filter((room) => room !== own)
    .flatMap((room) => {
      const [internals, message] = standsAbove(own, room)
        ? ['(?:/|$)', aboveMessage(own, room)]
        : [`/(?!${entry})`, roomMessage(room)]
      const byPath = room.startsWith('control/') && own.startsWith('control/')
      return [
        { regex: `^@/${room}${internals}`, message },
        ...(byPath
          ? [{ regex: `^(?:\\.\\./)+${room.slice('control/'.length)}${internals}`, message }]
          : []),
      ]
    })
const restricted = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

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
  { files: ['src/**', 'payload.config.ts'], ...layerRules },
  {
    files: ['src/**', 'payload.config.ts'],
    ignores: [
      'src/server/**',
      'src/seed/**',
      'src/utilities/**',
      ...rooms.map((room) => `src/${room}/**`),
    ],
    rules: restricted([seedAside, ...outsideRooms]),
  },
  ...rooms.map((room) => ({
    files: [`src/${room}/**`],
    rules: restricted([seedAside, ...fromRoom(room)]),
  })),
  {
    files: ['src/utilities/**'],
    rules: { 'no-restricted-imports': ['error', { paths: pureOnly, patterns: [seedAside] }] },
  },
  prettier,
]

export default config
