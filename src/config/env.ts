/**
 * Every environment variable the product reads, with its type, default and meaning: product code
 * reads its configuration through env() only. A value that does not fit stops the start with one
 * StartupError line naming the variable, what is wrong with the value and the form expected.
 *
 * Not read through here, deliberately:
 * - src/cache/sharedCache.mjs, src/cache/handler.mjs and src/security/headers.mjs: next.config.mjs
 *   and Next's cache handler load them in plain Node, which cannot import TypeScript. They read
 *   REDIS_URL, REDIS_KEY_PREFIX, NODE_ENV, SITE_URL, NEXT_DIST_DIR and NEXT_CACHE_MAX_*, declared
 *   below and checked by every start before Next loads its config.
 * - NEXT_RUNTIME and NEXT_PHASE in src/instrumentation.ts: Next sets them, not the operator, and
 *   replaces `process.env.NEXT_RUNTIME` at build time to leave Node code out of the edge bundle.
 * - OTEL_EXPORTER_OTLP_ENDPOINT in src/instrumentation.ts (declared below): whether it is set is
 *   checked there before anything is imported. The SDK reads it and the other OTEL_* itself.
 * - The browser: no client component reads configuration. NEXT_PUBLIC_GA_MEASUREMENT_ID is read
 *   on the server at runtime (not inlined at build), so one build serves every measurement id.
 */
import { readFileSync } from 'node:fs'

import proxyAddr from 'proxy-addr'
import { z } from 'zod'

import { databaseKind, redact } from './databaseKind'
import { StartupError } from './startupError'

type Source = Record<string, string | undefined>

/** `{name}` and `{value}` in a message become the variable's name and its value as given. */
const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

/** Unset and blank are the same: the default applies. */
const text = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)

/** A secret as given, spaces and all (a trimmed one would sign and encrypt differently); empty is unset. */
const secretText = () =>
  z
    .string()
    .optional()
    .transform((value) => value || undefined)

const withDefault = (fallback: string) => text().transform((value) => value ?? fallback)

const wholeNumber = (fallback: number, { min = 0, expected = '' } = {}) =>
  text().transform((value, ctx) => {
    if (value === undefined) return fallback
    const number = Number(value)
    if (!/^-?\d+$/.test(value) || number < min)
      return fail(ctx, `{name} "{value}" is not ${expected || `a whole number (${min} or more)`}.`)
    return number
  })

/** A duration in whole milliseconds. */
const milliseconds = (fallback: number, { min = 0, note = '' } = {}) =>
  wholeNumber(fallback, { min, expected: `a number of milliseconds${note}` })

const port = (fallback: number) =>
  text().transform((value, ctx) => {
    if (value === undefined) return fallback
    const number = Number(value)
    if (!/^\d+$/.test(value) || number < 1 || number > 65535)
      return fail(ctx, '{name} "{value}" is not a port number (1–65535).')
    return number
  })

const optionalPort = () =>
  text().transform((value, ctx) => {
    if (value === undefined) return undefined
    const number = Number(value)
    if (!/^\d+$/.test(value) || number < 1 || number > 65535)
      return fail(ctx, '{name} "{value}" is not a port number (1–65535).')
    return number
  })

const boolean = <T extends boolean | undefined>(fallback: T) =>
  text().transform((value, ctx): boolean | T => {
    if (value === undefined) return fallback
    const lower = value.toLowerCase()
    if (lower === 'true') return true
    if (lower === 'false') return false
    return fail(ctx, '{name} must be true or false, not "{value}".')
  })

const url = (schemes: string[], form: string, example: string) =>
  text().transform((value, ctx) => {
    if (value === undefined) return undefined
    let parsed: URL | undefined
    try {
      parsed = new URL(value)
    } catch {}
    if (!parsed?.host || !schemes.includes(parsed.protocol))
      return fail(ctx, `{name} "{value}" is not ${form} (e.g. ${example}).`)
    return value
  })

const oneOf = <T extends string>(names: readonly T[], fallback: T) =>
  text().transform((value, ctx): T => {
    if (value === undefined) return fallback
    const lower = value.toLowerCase() as T
    if (names.includes(lower)) return lower
    return fail(ctx, `{name} "{value}" is unknown: use ${names.map((n) => `"${n}"`).join(' or ')}.`)
  })

/** Payload's cron with a seconds field first (six fields). */
const cron = (fallback: string) =>
  text().transform((value, ctx) => {
    if (value === undefined) return fallback
    if (value.split(/\s+/).length !== 6)
      return fail(ctx, '{name} "{value}" is not a cron schedule of six fields (seconds first).')
    return value
  })

type Variable = {
  type: z.ZodType<unknown, string | undefined>
  /** What it does (one line). */
  description: string
  /** The default as docs/configuration.md states it (Markdown); unset: none. */
  default?: string
  /** Never printed: its value stays out of every message. */
  secret?: boolean
  /** May be given as `<NAME>_FILE` too (a secret always may): it holds credentials. */
  fromFile?: boolean
}

const variable = <T extends Variable>(spec: T) => spec

/** The shared caches a purge can reach (src/cache/purge/edges.ts). */
export const cdnKinds = ['varnish', 'fastly', 'cloudflare', 'http'] as const
export type CdnKind = (typeof cdnKinds)[number]

const variables = {
  NODE_ENV: variable({
    type: oneOf(['development', 'production', 'test'], 'development'),
    default: '`development` (`production` under `npm start`, `worker`, `migrate`)',
    description: 'production mode: migrations instead of schema push, secure cookies',
  }),
  DATABASE_URI: variable({
    type: withDefault('file:./data/unbound.db').transform((value, ctx) => {
      try {
        databaseKind(value)
      } catch (error) {
        return fail(ctx, (error as Error).message)
      }
      return value
    }),
    // A server database's URI carries its password.
    fromFile: true,
    default: '`file:./data/unbound.db`',
    description: 'the database: `file:` SQLite, `postgres://` PostgreSQL, `mongodb://` MongoDB',
  }),
  PAYLOAD_SECRET: variable({
    type: secretText(),
    secret: true,
    default: 'generated into `data/.payload-secret` on SQLite without `REDIS_URL`',
    description: 'signs sessions and tokens, derives the key of encrypted settings',
  }),
  PAYLOAD_PUSH_SCHEMA: variable({
    type: boolean(true),
    default: '`true`',
    description: '`false`: no schema push on development and test databases (production migrates)',
  }),
  PORT: variable({ type: port(3000), default: '`3000`', description: 'HTTP port' }),
  HOSTNAME: variable({
    type: text(),
    default: 'all addresses',
    description: 'address to bind to',
  }),
  SITE_URL: variable({
    type: url(['http:', 'https:'], 'an http:// or https:// URL', 'https://www.example.com'),
    default: '`http://localhost:$PORT`',
    description: 'public base URL of the site',
  }),
  MEDIA_DIR: variable({
    type: withDefault('data/media'),
    default: '`data/media`',
    description: 'media folder without S3_BUCKET; exports/ and imports/ are kept beside it',
  }),
  S3_BUCKET: variable({ type: text(), description: 'S3-compatible bucket for uploads' }),
  S3_ENDPOINT: variable({
    type: text().transform((value, ctx) => {
      if (value !== undefined && !/^https?:\/\/[^/]/.test(value))
        return fail(ctx, '{name} is not an http:// or https:// URL (e.g. https://s3.example.com).')
      return value
    }),
    default: 'AWS S3',
    description: 'URL of an S3-compatible store',
  }),
  S3_REGION: variable({
    type: withDefault('us-east-1'),
    default: '`us-east-1`',
    description: 'bucket region',
  }),
  S3_ACCESS_KEY_ID: variable({
    type: text(),
    fromFile: true,
    description: "the bucket's access key id",
  }),
  S3_SECRET_ACCESS_KEY: variable({
    type: text(),
    secret: true,
    description: "the bucket's secret access key",
  }),
  S3_FORCE_PATH_STYLE: variable({
    type: boolean(false),
    default: '`false`',
    description: 'address the bucket as <endpoint>/<bucket>',
  }),
  BACKUP_DIR: variable({
    type: withDefault('data/backups'),
    default: '`data/backups`',
    description: 'where npm run backup writes its archives',
  }),
  BACKUP_KEEP: variable({
    type: text().transform((value, ctx) => {
      if (value === undefined) return undefined
      if (!/^\d+$/.test(value) || Number(value) < 1)
        return fail(
          ctx,
          '--keep / {name} must be a whole number of archives (1 or more), not "{value}".',
        )
      return Number(value)
    }),
    default: '— (keep all)',
    description: 'archives a backup keeps in its folder',
  }),
  SMTP_HOST: variable({ type: text(), description: 'SMTP server (unset: e-mails go to files)' }),
  SMTP_PORT: variable({ type: port(587), default: '`587`', description: 'SMTP port' }),
  SMTP_USER: variable({ type: text(), fromFile: true, description: 'SMTP log-in' }),
  SMTP_PASS: variable({ type: secretText(), secret: true, description: 'SMTP password' }),
  SMTP_SECURE: variable({
    type: boolean(undefined),
    default: '`true` on port 465',
    description: 'implicit TLS',
  }),
  SMTP_TLS_REJECT_UNAUTHORIZED: variable({
    type: boolean(true),
    default: '`true`',
    description: "`false`: accept the SMTP server's certificate unchecked",
  }),
  MAIL_FROM: variable({
    type: withDefault('no-reply@unbound.localhost'),
    default: '`no-reply@unbound.localhost`',
    description: 'sender address of system e-mails',
  }),
  MAIL_FROM_NAME: variable({
    type: withDefault('Unbound'),
    default: '`Unbound`',
    description: 'sender name of system e-mails',
  }),
  MAIL_OUTBOX_DIR: variable({
    type: withDefault('data/outbox'),
    default: '`data/outbox`',
    description: 'where e-mails are written without SMTP_HOST',
  }),
  MAIL_JOB_ATTEMPTS: variable({
    type: wholeNumber(8, { min: 1 }),
    default: '`8`',
    description: 'tries of an e-mail job',
  }),
  JOB_BACKOFF_MS: variable({
    type: milliseconds(5000),
    default: '`5000`',
    description: 'first backoff delay of e-mail and CDN purge jobs (doubling)',
  }),
  SUPPORT_EMAIL: variable({
    type: withDefault('support@unbound.cloud'),
    default: '`support@unbound.cloud`',
    description: 'support address when the control settings name none',
  }),
  ADMIN_EMAIL: variable({
    type: withDefault('admin@unbound.localhost'),
    default: '`admin@unbound.localhost`',
    description: 'staff admin created on first start',
  }),
  ADMIN_PASSWORD: variable({
    type: secretText(),
    secret: true,
    default: 'generated into `data/.admin-password`',
    description: "that admin's password",
  }),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: variable({
    type: text(),
    default: 'site settings',
    description: 'analytics measurement id (anything but G-… loads nothing)',
  }),
  PROVISIONER: variable({
    type: oneOf(['simulated', 'webhook'], 'simulated'),
    default: '`simulated`',
    description: 'provisioning driver',
  }),
  PROVISION_DELAY_MS: variable({
    type: milliseconds(4000),
    default: '`4000`',
    description: 'how long the simulated provisioner takes',
  }),
  PROVISION_RETRIES: variable({
    type: wholeNumber(3),
    default: '`3`',
    description: 'provisioning retries after the first try',
  }),
  PROVISION_RETRY_DELAY_MS: variable({
    type: milliseconds(2000),
    default: '`2000`',
    description: 'first provisioning backoff delay (doubling)',
  }),
  PROVISION_TIMEOUT_MS: variable({
    type: milliseconds(1_800_000, { min: 1 }),
    default: '`1800000` (30 minutes)',
    description: 'a launch or deletion not finished this long after it started fails',
  }),
  HOSTING_WEBHOOK_URL: variable({
    type: url(
      ['http:', 'https:'],
      'an http:// or https:// URL',
      'https://hosting.example.com/provision',
    ),
    description: 'hosting back end of PROVISIONER=webhook',
  }),
  HOSTING_WEBHOOK_SECRET: variable({
    // A Standard Webhooks secret is whsec_ and its key in base64; any other text is the key itself.
    type: secretText().refine(
      (value) =>
        !value?.startsWith('whsec_') ||
        /^whsec_(?=.)(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(value),
      '{name} starts with whsec_ but the rest is no base64 key: give whsec_ and the key in base64 (e.g. whsec_$(openssl rand -base64 32)), or a secret without the prefix.',
    ),
    secret: true,
    description: 'signs requests to and callbacks from the hosting back end',
  }),
  RATE_LIMIT_MULTIPLIER: variable({
    type: text().transform((value, ctx) => {
      if (value === undefined) return 1
      const number = Number(value)
      if (!Number.isFinite(number) || number <= 0)
        return fail(ctx, '{name} "{value}" is not a number above 0.')
      return number
    }),
    default: '`1`',
    description: 'multiplies every rate limit (load tests)',
  }),
  FORM_RATE_LIMIT: variable({
    type: wholeNumber(5, { min: 1 }),
    default: '`5`',
    description: 'form submissions per client address per 10 minutes',
  }),
  GRAPHQL_MAX_COST: variable({
    type: wholeNumber(5000, { min: 1 }),
    default: '`5000`',
    description:
      'the most a GraphQL query may cost (each field 1, times the documents of its list)',
  }),
  GRAPHQL_RATE_LIMIT: variable({
    type: wholeNumber(20_000, { min: 1 }),
    default: '`20000`',
    description: 'GraphQL points per client address per minute (each request 1 plus its cost)',
  }),
  GRAPHQL_TIME_LIMIT_MS: variable({
    type: milliseconds(10_000, { min: 1 }),
    default: '`10000`',
    description:
      'a GraphQL query (not a mutation) still running this long is answered 503 and stopped',
  }),
  FORM_MIN_FILL_MS: variable({
    type: milliseconds(2000),
    default: '`2000`',
    description: 'submissions sooner after the form start count as spam',
  }),
  FORMS_RETENTION_CRON: variable({
    type: cron('0 30 3 * * *'),
    default: '`0 30 3 * * *`',
    description: 'when the data-retention job runs',
  }),
  TRUSTED_PROXY_HOPS: variable({
    type: wholeNumber(0),
    default: '`0`',
    description: 'reverse proxies in front of the app that append to X-Forwarded-For',
  }),
  TRUSTED_PROXIES: variable({
    type: text().transform((value, ctx) => {
      const list = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      try {
        proxyAddr.compile(list)
      } catch (error) {
        return fail(ctx, `{name} is not a list of addresses or CIDRs: ${(error as Error).message}.`)
      }
      return list
    }),
    description: 'addresses or CIDRs of the reverse proxies, instead of a count',
  }),
  REDIS_URL: variable({
    type: url(
      ['redis:', 'rediss:'],
      'a redis:// or rediss:// URL',
      'redis://redis.internal:6379/0',
    ),
    // It may carry a password.
    secret: true,
    description: 'Redis shared by the servers (limits, lock-outs, page cache)',
  }),
  REDIS_KEY_PREFIX: variable({
    // An empty prefix is a choice (one deployment per Redis), not a blank.
    type: z
      .string()
      .optional()
      .transform((value) => value ?? 'unbound:'),
    default: '`unbound:`',
    description: "prefix of this deployment's Redis keys",
  }),
  PAGE_CACHE_TTL_MS: variable({
    type: milliseconds(1000, { note: ' (0 turns it off)' }),
    default: '`1000`',
    description: 'how long npm start reuses a page Next answered from its cache',
  }),
  RUN_JOBS: variable({
    type: boolean(true),
    default: '`true`',
    description: '`false`: this web server leaves the job queue to npm run worker',
  }),
  JOBS_AUTORUN: variable({
    type: boolean(true),
    default: '`true`',
    description: '`false`: queued jobs run only when asked (tests)',
  }),
  JOB_LEASE_MS: variable({
    type: milliseconds(20_000, { min: 1 }),
    default: '`20000`',
    description: 'a claimed job whose claim was not renewed for this long runs again',
  }),
  JOB_HEARTBEAT_MS: variable({
    type: milliseconds(5000, { min: 1 }),
    default: '`5000`',
    description: 'how often the process running a job renews its claim',
  }),
  WORKER_HEARTBEAT_FILE: variable({
    type: text(),
    default: '— (none written)',
    description:
      'a file npm run worker rewrites while its job runner runs (a liveness probe reads its age)',
  }),
  WORKER_HEARTBEAT_INTERVAL_MS: variable({
    type: milliseconds(10_000, { min: 1 }),
    default: '`10000`',
    description: 'how often the worker rewrites WORKER_HEARTBEAT_FILE',
  }),
  NEXT_CACHE_MAX_ENTRIES: variable({
    type: wholeNumber(2000, { min: 1 }),
    default: '`2000`',
    description: "without REDIS_URL: most entries Next's page and data cache keeps in memory",
  }),
  NEXT_CACHE_MAX_MB: variable({
    type: wholeNumber(64, { min: 1 }),
    default: '`64`',
    description: 'without REDIS_URL: most megabytes that cache takes',
  }),
  REVALIDATE_URL: variable({
    type: text().transform((value, ctx) => {
      if (value === undefined || value === 'off') return value
      if (!/^https?:\/\/[^/]/.test(value))
        return fail(ctx, '{name} "{value}" is not an http:// or https:// URL, nor "off".')
      return value
    }),
    default: '`SITE_URL`',
    description: 'where job runners ask the site to refresh cached pages; `off` turns it off',
  }),
  CDN_PURGE: variable({
    type: text().transform((value, ctx) => {
      const names = (value ?? 'off')
        .toLowerCase()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
      if (names.length === 1 && names[0] === 'off') return []
      const unknown = names.find((name) => !(cdnKinds as readonly string[]).includes(name))
      if (unknown !== undefined || !names.length)
        return fail(
          ctx,
          `{name} "{value}" is unknown: use "off" or a comma-separated list of ${cdnKinds.map((kind) => `"${kind}"`).join(', ')}.`,
        )
      return [...new Set(names)] as CdnKind[]
    }),
    default: '`off`',
    description:
      'the shared caches in front of the servers that each change purges: `varnish`, `fastly`, `cloudflare`, `http` (comma-separated)',
  }),
  CDN_MAX_AGE: variable({
    type: wholeNumber(86_400, { min: 1, expected: 'a number of seconds (1 or more)' }),
    default: '`86400` (a day)',
    description: 'with `CDN_PURGE`: how long a shared cache keeps a public page (`s-maxage`)',
  }),
  CDN_PURGE_WINDOW_MS: variable({
    type: milliseconds(1000),
    default: '`1000`',
    description:
      'a tag changed again this soon after its last purge is purged once more at its end',
  }),
  CDN_VARNISH_URLS: variable({
    type: text().transform((value, ctx) => {
      const urls = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      const bad = urls.find((entry) => !/^https?:\/\/[^/]/.test(entry))
      if (bad !== undefined)
        return fail(ctx, `{name}: "${bad}" is not an http:// URL (e.g. http://varnish-1:6081).`)
      return urls
    }),
    description: 'the Varnish servers `CDN_PURGE=varnish` purges (comma-separated)',
  }),
  CDN_FASTLY_SERVICE_ID: variable({
    type: text(),
    description: 'the Fastly service `CDN_PURGE=fastly` purges',
  }),
  CDN_FASTLY_TOKEN: variable({
    type: secretText(),
    secret: true,
    description: 'a Fastly API token allowed to purge that service',
  }),
  CDN_FASTLY_API_URL: variable({
    type: withDefault('https://api.fastly.com').transform((value, ctx) =>
      /^https?:\/\/[^/]/.test(value)
        ? value.replace(/\/+$/, '')
        : fail(ctx, '{name} "{value}" is not an http:// or https:// URL.'),
    ),
    default: '`https://api.fastly.com`',
    description: "Fastly's API",
  }),
  CDN_CLOUDFLARE_ZONE_ID: variable({
    type: text(),
    description: 'the Cloudflare zone `CDN_PURGE=cloudflare` purges',
  }),
  CDN_CLOUDFLARE_TOKEN: variable({
    type: secretText(),
    secret: true,
    description: 'a Cloudflare API token with the Cache Purge permission on that zone',
  }),
  CDN_CLOUDFLARE_API_URL: variable({
    type: withDefault('https://api.cloudflare.com/client/v4').transform((value, ctx) =>
      /^https?:\/\/[^/]/.test(value)
        ? value.replace(/\/+$/, '')
        : fail(ctx, '{name} "{value}" is not an http:// or https:// URL.'),
    ),
    default: '`https://api.cloudflare.com/client/v4`',
    description: "Cloudflare's API",
  }),
  CDN_HTTP_URL: variable({
    type: url(['http:', 'https:'], 'an http:// or https:// URL', 'https://cdn.example.com/purge'),
    description: 'with `CDN_PURGE=http`: where the tags of each purge are POSTed as signed JSON',
  }),
  CDN_HTTP_SECRET: variable({
    type: secretText(),
    secret: true,
    description: 'signs those requests (X-Unbound-Signature, as the hosting webhooks)',
  }),
  TRIAL_MAX_ORGANISATIONS: variable({
    type: wholeNumber(3),
    default: '`3`',
    description: 'organisations a trial customer may own',
  }),
  TRIAL_MAX_INSTANCES: variable({
    type: wholeNumber(3),
    default: '`3`',
    description: 'engine instances a trial customer may have',
  }),
  TRIAL_REMINDERS_CRON: variable({
    type: cron('0 5 * * * *'),
    default: '`0 5 * * * *`',
    description: 'when the scan for trial reminders runs',
  }),
  TRIAL_END_CRON: variable({
    type: cron('0 */10 * * * *'),
    default: '`0 */10 * * * *`',
    description: 'when the scan for ended and extended trials runs',
  }),
  METRICS_TOKEN: variable({
    type: secretText().transform((value, ctx) => {
      if (value !== undefined && value.trim().length < 16)
        return fail(
          ctx,
          '{name} is shorter than 16 characters: use a long random value (e.g. openssl rand -hex 32).',
        )
      return value?.trim()
    }),
    secret: true,
    description:
      "Bearer token for `/metrics` on the site's port; unset and no metrics port: `/metrics` is 404",
  }),
  METRICS_PORT: variable({
    type: optionalPort(),
    description: "a port of its own for a web server's `/metrics`, bound to `METRICS_HOST`",
  }),
  WORKER_METRICS_PORT: variable({
    type: optionalPort(),
    description: 'the same for `npm run worker`',
  }),
  METRICS_HOST: variable({
    type: withDefault('127.0.0.1'),
    default: '`127.0.0.1`',
    description: 'where the metrics ports listen; beyond this machine only with `METRICS_TOKEN`',
  }),
  LOG_LEVEL: variable({
    type: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    default: '`info`',
    description: 'the lowest level logged (`debug` adds health checks and assets to access lines)',
  }),
  LOG_FORMAT: variable({
    type: text().transform((value, ctx) => {
      if (value === undefined) return undefined
      const lower = value.toLowerCase()
      if (lower === 'json' || lower === 'pretty') return lower
      return fail(ctx, '{name} "{value}" is unknown: use "json" or "pretty".')
    }),
    default: '`json` (`npm start`), `pretty` (`npm run dev`)',
    description: 'JSON lines with request ids, or readable lines',
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable({
    type: url(['http:', 'https:'], 'an http:// or https:// URL', 'http://collector:4318'),
    default: '— (no traces)',
    description: 'OpenTelemetry collector: traces are sent to its `/v1/traces` over OTLP/HTTP',
  }),
  OTEL_SERVICE_NAME: variable({
    type: withDefault('unbound'),
    default: '`unbound`',
    description: 'the service name of the traces',
  }),
  NEXT_DIST_DIR: variable({
    type: withDefault('.next'),
    default: '`.next`',
    description: 'build directory of npm run build / npm start',
  }),
} satisfies Record<string, Variable>

type Variables = typeof variables
export type VariableName = keyof Variables

/** Each variable's description, stated default and secrecy, without the parser's types. */
export const documentation = Object.fromEntries(
  Object.entries(variables).map(([name, { type: _type, ...stated }]) => [name, stated]),
) as Record<VariableName, Omit<Variable, 'type'>>
export type Env = { [K in VariableName]: z.output<Variables[K]['type']> }

const names = Object.keys(variables) as VariableName[]

/**
 * The variables that may be given as a file instead: `<NAME>_FILE` names a file whose content is
 * the value (a secret mounted by Kubernetes or Docker), so the value itself is in no environment.
 */
export const fileVariables: readonly VariableName[] = names.filter((name) => {
  const spec: Variable = variables[name]
  return spec.secret || spec.fromFile
})

/**
 * A variable's text in `source`: its own, or the content of the file `<NAME>_FILE` names without
 * the line break that ends it. Both set, or a file that cannot be read, is a StartupError.
 */
function rawValue(name: VariableName, source: Source): string | undefined {
  const file = fileVariables.includes(name) ? source[`${name}_FILE`]?.trim() : undefined
  if (!file) return source[name]
  if (source[name]?.trim()) throw new StartupError(`Set ${name} or ${name}_FILE, not both.`)
  try {
    return readFileSync(file, 'utf8').replace(/[\r\n]+$/, '')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new StartupError(
      `${name}_FILE "${file}" cannot be read (${reason}): mount the file there, or set ${name} instead.`,
    )
  }
}

/**
 * Replaces each `<NAME>_FILE` of `target` by `<NAME>` with the file's content, so that what reads
 * the environment directly (Next's cache handler, child processes) sees the value too.
 */
export function loadSecretFiles(target: Source = process.env): void {
  for (const name of fileVariables) {
    if (!target[`${name}_FILE`]?.trim()) continue
    target[name] = rawValue(name, target)
    delete target[`${name}_FILE`]
  }
}

/**
 * Without PAYLOAD_SECRET a server generates one into its data/; several servers (a server
 * database, or a shared Redis) would each generate their own, and refuse each other's sessions.
 */
function sharedSecretProblem(config: Env): string | undefined {
  if (config.PAYLOAD_SECRET) return undefined
  const kind = databaseKind(config.DATABASE_URI)
  if (kind === 'sqlite' && !config.REDIS_URL) return undefined
  const why = kind !== 'sqlite' ? `DATABASE_URI names a ${kind} server` : 'REDIS_URL is set'
  return `PAYLOAD_SECRET is not set and ${why}: set the same PAYLOAD_SECRET on every server (e.g. openssl rand -hex 32).`
}

/** What each cache of CDN_PURGE needs to be purged. */
const cdnNeeds: Record<CdnKind, VariableName[]> = {
  varnish: ['CDN_VARNISH_URLS'],
  fastly: ['CDN_FASTLY_SERVICE_ID', 'CDN_FASTLY_TOKEN'],
  cloudflare: ['CDN_CLOUDFLARE_ZONE_ID', 'CDN_CLOUDFLARE_TOKEN'],
  http: ['CDN_HTTP_URL', 'CDN_HTTP_SECRET'],
}

function cdnProblem(config: Env): string | undefined {
  for (const kind of config.CDN_PURGE) {
    const missing = cdnNeeds[kind].filter((name) => {
      const value = config[name]
      return Array.isArray(value) ? !value.length : !value
    })
    if (missing.length)
      return `CDN_PURGE names ${kind} but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set ${missing.length > 1 ? 'them' : 'it'}, or leave ${kind} out of CDN_PURGE.`
  }
  return undefined
}

/** Settings that only make sense together. */
function combinationProblem(config: Env, requireSharedSecret: boolean): string | undefined {
  if (!config.S3_BUCKET) {
    // Keys or an endpoint without a bucket would silently keep files on this server's disk.
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => config[name],
    )
    if (stray)
      return `${stray} is set but S3_BUCKET is not: set S3_BUCKET to store media in S3, or unset the S3_* variables to keep them in MEDIA_DIR.`
  } else {
    const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !config[name],
    )
    if (missing.length)
      return `S3_BUCKET is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: set the bucket's access key, or unset S3_BUCKET to keep media in MEDIA_DIR.`
  }
  if (config.TRUSTED_PROXIES.length && config.TRUSTED_PROXY_HOPS > 0)
    return 'Set TRUSTED_PROXY_HOPS or TRUSTED_PROXIES, not both.'
  if (config.PROVISIONER === 'webhook') {
    const missing = (['HOSTING_WEBHOOK_URL', 'HOSTING_WEBHOOK_SECRET'] as const).filter(
      (name) => !config[name],
    )
    if (missing.length)
      return `PROVISIONER is webhook but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set the hosting back end's URL and secret, or PROVISIONER=simulated.`
  }
  const cdnMissing = cdnProblem(config)
  if (cdnMissing) return cdnMissing
  // A claim renewed less often than half its lease looks abandoned while its job still runs.
  if (config.JOB_HEARTBEAT_MS * 2 > config.JOB_LEASE_MS)
    return `JOB_HEARTBEAT_MS (${config.JOB_HEARTBEAT_MS}) must be at most half of JOB_LEASE_MS (${config.JOB_LEASE_MS}): a running job would be taken up again while it still runs.`
  if (
    (config.METRICS_PORT || config.WORKER_METRICS_PORT) &&
    !['127.0.0.1', '::1', 'localhost'].includes(config.METRICS_HOST) &&
    !config.METRICS_TOKEN
  )
    return `METRICS_HOST "${config.METRICS_HOST}" reaches beyond this machine: set METRICS_TOKEN too, or bind the metrics port to 127.0.0.1.`
  if (requireSharedSecret || config.NODE_ENV === 'production') return sharedSecretProblem(config)
  return undefined
}

/** The message of an issue: a secret's value left out, a password inside a URL hidden. */
function explain(message: string, name: VariableName, value: string | undefined): string {
  const text = (variables[name] as Variable).secret
    ? message.replace(/(, not)? "\{value\}"/g, '')
    : message.replaceAll('{value}', redact(value ?? ''))
  return text.replaceAll('{name}', name)
}

/** One variable's value, typed and defaulted; a StartupError when it does not fit. */
export function parseVariable(name: VariableName, raw: string | undefined): unknown {
  const result = variables[name].type.safeParse(raw)
  if (result.success) return result.data
  const message = result.error.issues[0]?.message ?? '{name} "{value}" is not valid.'
  throw new StartupError(explain(message, name, raw))
}

/**
 * The configuration in `source`, typed and with its defaults; throws a StartupError for the
 * first variable whose value does not fit, then for settings that do not fit together.
 * `requireSharedSecret`: check PAYLOAD_SECRET as a production start does, whatever NODE_ENV says.
 */
export function parseEnv(source: Source, { requireSharedSecret = false } = {}): Env {
  const config = Object.fromEntries(
    names.map((name) => [name, parseVariable(name, rawValue(name, source))]),
  ) as Env
  const problem = combinationProblem(config, requireSharedSecret)
  if (problem) throw new StartupError(problem)
  return config
}

const parsed = new Map<VariableName, { raw: string | undefined; value: unknown }>()

/** A variable of process.env, parsed again only when its text changed since the last read. */
function current(name: VariableName): unknown {
  const raw = rawValue(name, process.env)
  const hit = parsed.get(name)
  if (hit && hit.raw === raw) return hit.value
  const value = parseVariable(name, raw)
  parsed.set(name, { raw, value })
  return value
}

const live = Object.defineProperties(
  {},
  Object.fromEntries(names.map((name) => [name, { get: () => current(name), enumerable: true }])),
) as Env

let checked = false

/**
 * This process's configuration. The first call reads the `<NAME>_FILE` files into the
 * environment (loadSecretFiles) and checks every variable and their combinations;
 * after that each property reads its variable when used, parsed again only when its text
 * changed: the start scripts fill in defaults, and tests set variables between calls (a value
 * read at each use, such as a trial quota, thereby applies at once). A read costs what reading
 * process.env did.
 */
export function env(): Env {
  if (!checked) {
    loadSecretFiles()
    parseEnv(process.env)
    checked = true
  }
  return live
}

/** The configuration of `source` when given (tests, a prepared environment), else this process's. */
export const envOf = (source?: Source): Env => (source ? parseEnv(source) : env())
