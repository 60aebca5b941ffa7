import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'

import { lockDownInternals } from '@/access/defaults'
import { PasskeyChallenges, Passkeys } from '@/accounts/passkeys'
import { AccountDevices, AccountSessions } from '@/accounts/sessions'
import { keepStaffFactor, StaffSignIn, TwoStepFactors } from '@/accounts/twoStep'
import { livePreviewBreakpoints } from '@/admin/livePreview'
import { keepRefusalMessages } from '@/admin/refusals'
import { swissGermanAdmin } from '@/admin/swissGerman'
import { adminTranslations } from '@/admin/translations'
import { CaseStudies } from '@/collections/CaseStudies'
import { Categories } from '@/collections/Categories'
import { GlossaryTerms } from '@/collections/GlossaryTerms'
import { JobOpenings } from '@/collections/JobOpenings'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { TeamMembers } from '@/collections/TeamMembers'
import { Testimonials } from '@/collections/Testimonials'
import { Users } from '@/collections/Users'
import { env } from '@/config/env'
import { customerAuthMutations, Customers } from '@/control/account'
import '@/accounts/schema'
import '@/control/schema'
import '@/forms/schema'
import { EngineInstances, ProvisioningCallbacks } from '@/control/engines'
import { Organisations } from '@/control/organisations'
import { Activity } from '@/control/team'
import { ApiTokens } from '@/control/tokens'
import { databaseAdapterFor } from '@/db/adapter'
import { emailAdapter } from '@/email/adapter'
import { editorConfig } from '@/fields/editor'
import { NewsletterSubscribers } from '@/forms'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { customMutations, customQueries } from '@/graphql/builder'
import { graphQLValidationRules } from '@/graphql/limits'
import { defaultLocale } from '@/i18n/locales'
import { jobsConfig } from '@/jobs'
import { watchJobQueue } from '@/jobs/metrics'
import { traceJobQueue } from '@/jobs/tracing'
import { Locks } from '@/locks/collection'
import { appLogger } from '@/observability/logger'
import { plugins } from '@/plugins'
import { boundedReads } from '@/security/boundedReads'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload adds its internal collections while building; lockDownInternals sets their rules.
// swissGermanAdmin writes the German admin in Swiss orthography and formats (src/admin/swissGerman.ts).
export default buildConfig({
  serverURL: env().SITE_URL,
  secret: env().PAYLOAD_SECRET ?? '',
  telemetry: false,
  // JSON lines in production, readable in development; request ids, refusals quiet, no secrets.
  logger: appLogger(),
  // The job queue's depth and age in /metrics are read from this instance's database; with
  // tracing on, jobs queued within a trace continue it when they run.
  onInit: (payload) => {
    watchJobQueue(payload)
    traceJobQueue(payload)
  },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Unbound CMS' },
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // Device sizes of every live preview (collections enable it with their URL: src/routing/preview.ts).
    livePreview: { breakpoints: livePreviewBreakpoints },
    components: {
      beforeDashboard: ['@/admin/dashboard/StaffDashboard#StaffDashboard'],
      // Swiss date and time formats in the German admin's browser (the server: swissGermanAdmin).
      providers: ['@/admin/dates/SwissDates#SwissDates'],
      // Signing in with a passkey alone, below the log-in form (src/accounts/passkeys).
      afterLogin: ['@/accounts/passkeys/components/admin/PasskeySignIn#AdminPasskeySignIn'],
      // The log-in asks the authenticator code after the password (src/accounts/twoStep).
      views: {
        login: { Component: '@/accounts/twoStep/components/admin/StaffLoginView#StaffLoginView' },
      },
    },
  },
  i18n: { supportedLanguages: { de, en }, fallbackLanguage: 'de', translations: adminTranslations },
  localization: {
    locales: [
      // Each language named in itself, as language choosers do. (Payload's version view reads
      // a label object by content-locale code and fails on { en, de }: keep these strings.)
      { code: 'de-CH', label: 'Deutsch (Schweiz)', fallbackLocale: 'en' },
      { code: 'en', label: 'English', fallbackLocale: 'de-CH' },
    ],
    defaultLocale,
    fallback: true,
  },
  collections: [
    Pages,
    Posts,
    CaseStudies,
    GlossaryTerms,
    Categories,
    TeamMembers,
    Testimonials,
    JobOpenings,
    Media,
    Users,
    Customers,
    Organisations,
    EngineInstances,
    ProvisioningCallbacks,
    Activity,
    ApiTokens,
    NewsletterSubscribers,
    Locks,
    AccountSessions,
    AccountDevices,
    // The staff policy keeps a staff member's last second factor (src/accounts/twoStep).
    {
      ...Passkeys,
      hooks: {
        ...Passkeys.hooks,
        beforeDelete: [...(Passkeys.hooks?.beforeDelete ?? []), keepStaffFactor],
      },
    },
    PasskeyChallenges,
    TwoStepFactors,
  ],
  globals: [Header, Footer, SiteSettings, StaffSignIn],
  // Refusals keep their message in REST answers of the production build (src/admin/refusals.ts).
  hooks: { afterError: [keepRefusalMessages] },
  editor: editorConfig,
  db: await databaseAdapterFor(env().DATABASE_URI),
  email: emailAdapter(),
  plugins: [...plugins, boundedReads],
  jobs: jobsConfig,
  graphQL: {
    // Our own operations (the control area's and the site forms', defined once with Pothos in
    // each feature's schema.ts); the customers' built-in auth mutations closed or wrapped.
    mutations: (GraphQL, context) => ({
      ...customMutations(GraphQL, context),
      ...customerAuthMutations(GraphQL, context),
    }),
    queries: customQueries,
    // `npm run generate:graphql` prints it; the browser's typed documents are generated from it.
    schemaOutputFile: path.resolve(dirname, 'src/graphql/schema.graphql'),
    disablePlaygroundInProduction: true,
    maxComplexity: 2000,
    validationRules: graphQLValidationRules,
  },
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload would otherwise start a `payload generate:types` process at every start outside
    // production (each test file, each development server) and rewrite the file under a running
    // build's staleness check. `npm run generate:types` writes it; CI checks it is current.
    autoGenerate: false,
  },
})
  .then(swissGermanAdmin)
  .then(lockDownInternals)
