import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { root } from '@/config/paths'
import { buildIsStale } from '@/server/nextBuild'

import { roleCommands } from './compose'
import { ClusterProcess, waitForHttp } from './processes'
import { startProxy, type Proxy } from './proxy'
import { startVarnish, type Varnish } from './varnish'
import { npmScriptCommand } from '../../tests/helpers/npmScripts'
import { startRedis, type TestRedis } from '../../tests/helpers/redis'
import { startS3, type TestS3 } from '../../tests/helpers/s3'

/** The PostgreSQL server of CI (.ci/run, or CLUSTER_DATABASE_URL); each run creates and drops a database of its own. */
export const defaultServerUri = 'postgres://unbound_ci:unbound_ci@127.0.0.1:5432/unbound_ci'
export const distDir = '.next-cluster'
export const clusterAdmin = { email: 'admin@cluster.example', password: 'cluster-admin-password' }

export type ClusterOptions = {
  /** The proxy listens here; web servers on port+1, port+2, …; Redis and S3 follow them. */
  port: number
  webServers: number
  workers: number
  /** Where the cluster's processes send e-mail (an SMTP server on 127.0.0.1). */
  smtpPort?: number
  /** PostgreSQL server to create the run's database on. */
  serverUri?: string
  /**
   * Varnish (deploy/varnish/default.vcl) in front of the web servers too, on port + web servers
   * + 4, and every role purging it (CDN_PURGE=varnish).
   */
  varnish?: boolean
  /** Extra variables for every role. */
  env?: Record<string, string>
  log?: (line: string) => void
}

export type WebServer = ClusterProcess & { url: string; port: number }

export type Cluster = {
  proxy: Proxy
  /** With the `varnish` option. */
  varnish?: Varnish
  web: WebServer[]
  workers: ClusterProcess[]
  databaseUri: string
  /** The Redis server running now (stopRedis and startRedis replace it). */
  readonly redis: TestRedis
  /** Stops the cluster's redis-server (SIGTERM to its process, which the harness started). */
  stopRedis: () => Promise<void>
  /** Starts redis-server again on its port, empty, as after a restart without persistence. */
  startRedis: () => Promise<void>
  s3: TestS3
  dir: string
  /** Starts a stopped (or killed) web server again with the same command and waits until it is ready. */
  restartWeb: (server: WebServer) => Promise<void>
  restartWorker: (worker: ClusterProcess) => Promise<void>
  /** Another nginx in front of some of the web servers (the bench's one-server case). */
  startProxyFor: (servers: WebServer[], port: number) => Promise<Proxy>
  stop: () => Promise<void>
}

/** The run's database is named <prefix>_<random>: CLUSTER_DATABASE_PREFIX, unbound_cluster by default. */
function databaseName() {
  const prefix = process.env.CLUSTER_DATABASE_PREFIX || 'unbound_cluster'
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error(`CLUSTER_DATABASE_PREFIX "${prefix}" is not a plain PostgreSQL name`)
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`
}

async function freshDatabase(serverUri: string) {
  const name = databaseName()
  const admin = new pg.Client({ connectionString: serverUri })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const uri = new URL(serverUri)
  uri.pathname = `/${name}`
  return {
    uri: uri.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUri })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

const readyTimeoutMs = 5 * 60_000

/**
 * A cluster on 127.0.0.1 from the commands of compose.yaml: a fresh PostgreSQL database,
 * redis-server, an S3 server (s3rver), the compiled server (dist/server, made when missing or
 * stale), `npm run migrate` once, one build (NEXT_DIST_DIR=.next-cluster, made when missing or stale), web servers (`npm start`, RUN_JOBS=false), workers
 * (`npm run worker`) and nginx with deploy/nginx/edge.conf in front (and, with `varnish`, Varnish with
 * deploy/varnish/default.vcl beside it). stop() ends every process it
 * started (their process groups) and removes the database.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined)
  const commands = roleCommands()
  const dir = path.join(root, 'tests/.tmp', `cluster-${options.port}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })

  const cleanups: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  try {
    const database = await freshDatabase(
      options.serverUri ?? process.env.CLUSTER_DATABASE_URL ?? defaultServerUri,
    )
    cleanups.push(database.drop)
    const redisPort = options.port + options.webServers + 1
    let redis = await startRedis(redisPort)
    cleanups.push(() => redis.stop())
    const s3 = await startS3('unbound-media', options.port + options.webServers + 2)
    cleanups.push(s3.remove)

    const proxyUrl = `http://127.0.0.1:${options.port}`
    const varnishPort = options.port + options.webServers + 4
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LANG: process.env.LANG ?? 'C.UTF-8',
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      DATABASE_URI: database.uri,
      PAYLOAD_SECRET: `cluster-secret-${randomUUID()}`,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `cluster-${options.port}:`,
      ...s3.env,
      SITE_URL: proxyUrl,
      HOSTNAME: '127.0.0.1',
      // Only nginx (connecting from 127.0.0.1) may name the client; test clients use other
      // loopback addresses.
      TRUSTED_PROXIES: '127.0.0.1',
      ADMIN_EMAIL: clusterAdmin.email,
      ADMIN_PASSWORD: clusterAdmin.password,
      MAIL_FROM: 'no-reply@cluster.example',
      ...(options.smtpPort
        ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(options.smtpPort), SMTP_SECURE: 'false' }
        : { MAIL_OUTBOX_DIR: path.join(dir, 'outbox') }),
      ...(options.varnish
        ? { CDN_PURGE: 'varnish', CDN_VARNISH_URLS: `http://127.0.0.1:${varnishPort}/` }
        : {}),
      ...options.env,
    }

    // compose.yaml runs the compiled server, which the image builds: here its pre-script compiles
    // it when missing or stale, as npm does before `npm run migrate`.
    const compile = new ClusterProcess(
      'compile',
      npmScriptCommand('premigrate'),
      env,
      path.join(dir, 'compile.log'),
    )
    if ((await compile.start().exited) !== 0)
      throw new Error(`compiling the server failed:\n${compile.log().slice(-3000)}`)

    log('• npm run migrate')
    const migrate = new ClusterProcess(
      'migrate',
      commands.migrate,
      env,
      path.join(dir, 'migrate.log'),
    )
    const migrated = await migrate.start().exited
    if (migrated !== 0) throw new Error(`migrate failed:\n${migrate.log().slice(-3000)}`)

    process.env.NEXT_DIST_DIR = distDir
    if (buildIsStale()) {
      log(`• Building into ${distDir} (missing or older than the sources)…`)
      const build = new ClusterProcess(
        'build',
        ['npm', 'run', 'build'],
        { ...env, DATABASE_URI: `file:${path.join(dir, 'build.db')}` },
        path.join(dir, 'build.log'),
      )
      if ((await build.start().exited) !== 0)
        throw new Error(`build failed:\n${build.log().slice(-3000)}`)
    }

    const web: WebServer[] = Array.from({ length: options.webServers }, (_, index) => {
      const port = options.port + 1 + index
      const server = new ClusterProcess(
        `web-${String.fromCharCode(97 + index)}`,
        commands.web,
        { ...env, PORT: String(port), RUN_JOBS: 'false' },
        path.join(dir, `web-${index}.log`),
      ) as WebServer
      return Object.assign(server, { port, url: `http://127.0.0.1:${port}` })
    })
    const workers = Array.from(
      { length: options.workers },
      (_, index) =>
        new ClusterProcess(
          `worker-${index + 1}`,
          commands.worker,
          env,
          path.join(dir, `worker-${index}.log`),
        ),
    )
    cleanups.push(() => Promise.all([...web, ...workers].map((process) => process.stop())))

    const restartWeb = async (server: WebServer) => {
      await server.stop()
      server.start()
      await waitForHttp(`${server.url}/api/ready`, readyTimeoutMs, () => !server.running)
    }
    const restartWorker = async (worker: ClusterProcess) => {
      await worker.stop()
      worker.start()
      await worker.waitForLog('Worker ready', readyTimeoutMs)
    }
    log(`• ${web.length} web servers, ${workers.length} workers`)
    await Promise.all([
      ...web.map(async (server) => {
        server.start()
        await waitForHttp(`${server.url}/api/ready`, readyTimeoutMs, () => !server.running)
      }),
      ...workers.map((worker) => worker.start().waitForLog('Worker ready', readyTimeoutMs)),
    ])

    const proxies: Proxy[] = []
    cleanups.push(() => Promise.all(proxies.map((proxy) => proxy.stop())))
    const startProxyFor = async (servers: WebServer[], port: number) => {
      const proxy = await startProxy({
        dir: path.join(dir, `nginx-${port}`),
        port,
        upstreams: servers.map((server) => `127.0.0.1:${server.port}`),
      })
      proxies.push(proxy)
      return proxy
    }
    const proxy = await startProxyFor(web, options.port)
    log(`• Proxy ready at ${proxy.url}`)
    let varnish: Varnish | undefined
    if (options.varnish) {
      varnish = await startVarnish({
        dir: path.join(dir, 'varnish'),
        port: varnishPort,
        upstreams: web.map((server) => `127.0.0.1:${server.port}`),
      })
      cleanups.push(varnish.stop)
      log(`• Varnish ready at ${varnish.url}`)
    }

    return {
      proxy,
      varnish,
      web,
      workers,
      databaseUri: database.uri,
      get redis() {
        return redis
      },
      stopRedis: () => redis.stop(),
      startRedis: async () => {
        redis = await startRedis(redisPort)
      },
      s3,
      dir,
      restartWeb,
      restartWorker,
      startProxyFor,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
