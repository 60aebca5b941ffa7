/**
 * What docs/configuration.md says beyond each variable's own declaration in src/config/env.ts:
 * how the variables are grouped, the longer notes, and when a variable is required. A variable
 * declared in env.ts appears in the reference whether or not it is named here.
 * Links are relative to docs/.
 */

/**
 * The sections, in order. A pattern ending in `*` is a prefix; a variable matches its first group,
 * and a variable no group names lands in "Other settings".
 */
export const groups: { title: string; patterns: string[] }[] = [
  {
    title: 'Database, secret and first start',
    patterns: ['DATABASE_URI', 'PAYLOAD_*', 'NODE_ENV', 'ADMIN_*'],
  },
  {
    title: 'Server, URLs and caches',
    patterns: [
      'PORT',
      'HOSTNAME',
      'SITE_URL',
      'NEXT_DIST_DIR',
      'PAGE_CACHE_TTL_MS',
      'NEXT_CACHE_*',
    ],
  },
  {
    title: 'Several servers and proxies',
    patterns: ['REDIS_*', 'TRUSTED_PROXY_HOPS', 'TRUSTED_PROXIES', 'REVALIDATE_URL'],
  },
  { title: 'Shared caches (CDN)', patterns: ['CDN_*'] },
  { title: 'Files and backups', patterns: ['MEDIA_DIR', 'S3_*', 'BACKUP_*'] },
  { title: 'E-mail', patterns: ['SMTP_*', 'MAIL_*', 'JOB_BACKOFF_MS', 'SUPPORT_EMAIL'] },
  {
    title: 'Jobs',
    patterns: ['RUN_JOBS', 'JOBS_AUTORUN', 'JOB_*', 'WORKER_HEARTBEAT_*', 'FORMS_RETENTION_CRON'],
  },
  { title: 'Rate and query limits', patterns: ['RATE_LIMIT_MULTIPLIER', 'FORM_*', 'GRAPHQL_*'] },
  { title: 'Control area', patterns: ['PROVISION*', 'HOSTING_WEBHOOK_*', 'TRIAL_*'] },
  {
    title: 'Metrics, traces, logs and analytics',
    patterns: [
      'METRICS_*',
      'WORKER_METRICS_PORT',
      'OTEL_*',
      'LOG_*',
      'NEXT_PUBLIC_GA_MEASUREMENT_ID',
    ],
  },
]

/** Said after a variable's description in docs/configuration.md (Markdown, one line). */
export const notes: Record<string, string> = {
  DATABASE_URI:
    '`postgresql://` and `mongodb+srv://` work too; any other scheme stops the start with a message naming the accepted ones. MongoDB is experimental: no test runs against it, jobs are claimed without the atomic claim, and `npm run backup` leaves it out (use `mongodump`).',
  PAYLOAD_SECRET:
    'The tokens are the captcha challenges and form starts; the encrypted settings, SMTP passwords. Keep it: a new one ends every session and leaves stored SMTP passwords unreadable.',
  NODE_ENV: 'Set by the scripts, not by hand.',
  PAYLOAD_PUSH_SCHEMA: 'The integration tests set `false` and migrate.',
  ADMIN_PASSWORD: 'The first start prints a generated one; change it after the first log-in.',
  HOSTNAME: 'For example `127.0.0.1`.',
  SITE_URL:
    'Canonical links, the sitemap, feeds and e-mail links use it; with `https://` cookies are `Secure` and HSTS is sent.',
  NEXT_DIST_DIR:
    'A second build beside the first: the cluster test uses `.next-cluster`, the bench `.next-bench`.',
  PAGE_CACHE_TTL_MS:
    'The page is kept as sent (compressed). A revalidation in the process empties it at once; edits made on another server show after at most this long.',
  NEXT_CACHE_MAX_MB: 'Serialised size.',
  REDIS_URL:
    '`redis://[:password@]host:6379/0`, `rediss://` for TLS. Unset: kept in each process (pages in `.next/`). Redis down: log-in, sign-up, password reset and invitations answer 503, forms count in memory, pages render every time ([deploy.md](deploy.md#several-servers)).',
  TRUSTED_PROXY_HOPS:
    "`0`: nobody is trusted, the client is the connection's peer. Set `1` behind one nginx or load balancer; never set it when clients connect directly, or every client can choose its address for the rate limits.",
  TRUSTED_PROXIES:
    'Comma-separated, e.g. `127.0.0.1,10.0.0.0/8`; the client is the nearest address not in the list.',
  REVALIDATE_URL:
    'A signed `POST /next/revalidate` after changes made outside a web request, such as scheduled publishing.',
  CDN_PURGE:
    'Each change queues one purge per changed cache tag for every cache named, sent as soon as the change is committed and retried while a cache fails ([deploy.md](deploy.md#cdn)).',
  CDN_MAX_AGE:
    'Browsers keep no copy (`max-age=0`). Without `CDN_PURGE` a shared cache may keep a public page one second.',
  CDN_PURGE_WINDOW_MS:
    'The first change of a tag is purged at once; a tag whose purge still waits joins it.',
  CDN_HTTP_SECRET: 'Headers `X-Unbound-Timestamp` and `X-Unbound-Signature: sha256=<hex>`.',
  MEDIA_DIR:
    '`data/exports` and `data/imports` by default. With several servers, a volume all of them mount ([deploy.md](deploy.md#shared-media)).',
  S3_BUCKET:
    'Media, exports and imports go to the bucket instead of the disk; every server then serves every file, and `/api/ready` checks the bucket.',
  S3_ENDPOINT: 'For example `https://s3.example.com` (MinIO, Ceph, Garage, R2 …).',
  S3_FORCE_PATH_STYLE: 'Rather than `<bucket>.<endpoint>`; most stores other than AWS S3 need it.',
  BACKUP_DIR:
    'Unless the command names a folder or file ([deploy.md](deploy.md#backup-and-restore)).',
  BACKUP_KEEP: 'After a backup, only the newest N stay; `--keep N` does the same.',
  SMTP_HOST: 'Without it each e-mail is an `.eml` file in `MAIL_OUTBOX_DIR`, and the log says so.',
  SMTP_PORT: '465 implies TLS.',
  SMTP_TLS_REJECT_UNAUTHORIZED: 'For a test server only.',
  SUPPORT_EMAIL: 'Shown in the control area.',
  WORKER_HEARTBEAT_FILE:
    'A liveness probe restarts the worker once the file is older than a few intervals (`deploy/kubernetes/worker.yaml`, [deploy.md](deploy.md#kubernetes)).',
  JOB_LEASE_MS:
    'Its process is taken to have died. Keep the lease at several heartbeats ([deploy.md](deploy.md#workers)).',
  RUN_JOBS: 'See [deploy.md](deploy.md#workers).',
  JOBS_AUTORUN: 'The integration tests run them by hand.',
  RATE_LIMIT_MULTIPLIER: 'Forms, log-in, sign-up, password reset, invitations and GraphQL alike.',
  FORM_MIN_FILL_MS: 'The start is issued by the server: the captcha challenge or form start token.',
  GRAPHQL_MAX_COST:
    "A JSON value counts 10; a list's documents are its `limit` (10 without one, 100 for all; other lists 5). A query over it is refused with 400 before it runs ([security.md](security.md#limits)).",
  GRAPHQL_RATE_LIMIT: 'Multiplied by `RATE_LIMIT_MULTIPLIER`; 429 with `Retry-After` once used up.',
  GRAPHQL_TIME_LIMIT_MS: 'Its remaining fields are not run.',
  PROVISIONER:
    '`simulated` walks through every step on this machine; `webhook` calls the hosting back end ([control-area.md](control-area.md#provisioning)).',
  PROVISION_TIMEOUT_MS:
    'The owner may then retry or delete ([control-area.md](control-area.md#deadline)).',
  TRIAL_MAX_INSTANCES: 'In total across the organisations the customer owns; every status counts.',
  TRIAL_REMINDERS_CRON:
    'Hourly at minute 5: 3 days before and on the last day of a trial, once per customer.',
  TRIAL_END_CRON:
    'Running engines of ended trials are suspended once, suspended engines of extended trials resumed.',
  METRICS_TOKEN:
    'Prometheus text: requests, latency, jobs, e-mail, refusals, lock-outs ([deploy.md](deploy.md#metrics-and-logs)).',
  OTEL_EXPORTER_OTLP_ENDPOINT:
    'Unset, nothing of OpenTelemetry is loaded. The other standard `OTEL_*` variables (`OTEL_EXPORTER_OTLP_PROTOCOL` `http/protobuf` or `http/json`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_TRACES_SAMPLER` …) are read by the SDK ([deploy.md](deploy.md#traces)).',
  NEXT_PUBLIC_GA_MEASUREMENT_ID:
    'Overrides the id of the site settings; none in either place: no analytics script.',
}

/**
 * When a variable must be set: each rule with a configuration the start refuses (`refused`) and
 * what makes it start (`fixed`, added to it); tests/unit/config-env.test.ts tries both.
 */
export const requirements: {
  rule: string
  refused: Record<string, string>
  fixed: Record<string, string>
}[] = [
  {
    rule: '`PAYLOAD_SECRET`, the same on every server, with a server database (PostgreSQL, MongoDB) or `REDIS_URL`: several servers must share it, so none generates its own.',
    refused: { NODE_ENV: 'production', DATABASE_URI: 'postgres://unbound@db.internal/unbound' },
    fixed: { PAYLOAD_SECRET: 'the-same-long-random-value' },
  },
  {
    rule: '`S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` with `S3_BUCKET`; and no other `S3_*` variable without it.',
    refused: { S3_BUCKET: 'media' },
    fixed: { S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'key-secret' },
  },
  {
    rule: '`HOSTING_WEBHOOK_URL` and `HOSTING_WEBHOOK_SECRET` with `PROVISIONER=webhook`.',
    refused: { PROVISIONER: 'webhook' },
    fixed: {
      HOSTING_WEBHOOK_URL: 'https://hosting.example.com/provision',
      HOSTING_WEBHOOK_SECRET: 'webhook-secret',
    },
  },
  {
    rule: 'With `CDN_PURGE`, what each cache it names needs: `CDN_VARNISH_URLS` (varnish), `CDN_FASTLY_SERVICE_ID` and `CDN_FASTLY_TOKEN` (fastly), `CDN_CLOUDFLARE_ZONE_ID` and `CDN_CLOUDFLARE_TOKEN` (cloudflare), `CDN_HTTP_URL` and `CDN_HTTP_SECRET` (http).',
    refused: { CDN_PURGE: 'varnish,fastly' },
    fixed: {
      CDN_VARNISH_URLS: 'http://varnish-1:6081',
      CDN_FASTLY_SERVICE_ID: 'service-id',
      CDN_FASTLY_TOKEN: 'fastly-api-token',
    },
  },
  {
    rule: '`METRICS_TOKEN` with a metrics port bound beyond this machine (`METRICS_HOST` other than `127.0.0.1`, `::1`, `localhost`).',
    refused: { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
    fixed: { METRICS_TOKEN: 'a-long-random-metrics-token' },
  },
]
