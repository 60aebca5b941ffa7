import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultServerUri, type Cluster, type WebServer } from '../../tools/cluster/cluster'
import { cookieHeader, send, within } from '../helpers/cluster/client'
import { mailsAbout, submitContact } from '../helpers/cluster/contact'
import { logInCustomer, verifiedCustomer, type CustomerAccount } from '../helpers/cluster/customer'
import { sample } from '../helpers/metrics'
import type { MailSink } from '../helpers/smtp'

export type RedisOutageContext = {
  cluster: Cluster
  smtp: MailSink
  /** The id of the contact form. */
  contactForm: string
  /** The web servers' METRICS_TOKEN. */
  metricsToken: string
}

const degraded = { status: 'degraded', degraded: ['redis unreachable'] }
const json = { 'content-type': 'application/json' }

async function readiness(server: WebServer) {
  const answer = await send(`${server.url}/api/ready`)
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> }
}

/** The JSON log lines a server wrote after `offset` (characters of its log file). */
function logLinesSince(server: WebServer, offset: number) {
  return server
    .log()
    .slice(offset)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg?: string })
}

/**
 * The local ports of the process's TCP connections to `port` on 127.0.0.1 (its database
 * connections), from /proc: the sockets among its file descriptors, looked up in /proc/net/tcp.
 */
function connectionPorts(pid: number, port: number): number[] {
  const sockets = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    const target = (() => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        return ''
      }
    })()
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
    if (inode) sockets.add(inode)
  }
  const remote = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[2] === remote && sockets.has(fields[9]!))
    .map((fields) => parseInt(fields[1]!.split(':')[1]!, 16))
}

/**
 * The cluster's redis-server stopped while the fleet serves (docs/deploy.md, Health checks): both
 * web servers stay ready and say why in the body, the gauge and one log line; public pages answer
 * through nginx and Varnish; log-ins answer 503; a contact submission is accepted (counted in the
 * server's memory) and reaches staff; a database problem still fails readiness. Redis started
 * again on its port brings every server back to "ok" without a restart. Registered by
 * tests/cluster/cluster.test.ts on its cluster (with Varnish and METRICS_TOKEN).
 */
export function redisOutageTests(context: () => RedisOutageContext) {
  describe('a Redis outage: readiness reports it and keeps the fleet in service', () => {
    let cluster: Cluster
    let smtp: MailSink
    let customer: CustomerAccount
    let logOffsets: number[]
    let pids: number[]
    let began: number
    const ms = (since: number) => `${Date.now() - since} ms`

    const redisGauge = async (server: WebServer) => {
      const answer = await send(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${context().metricsToken}` },
      })
      expect(answer.status).toBe(200)
      expect(answer.text).toMatch(/^unbound_readiness_dependency_up\{dependency="redis"\} [01]$/m)
      return sample(answer.text, 'unbound_readiness_dependency_up', { dependency: 'redis' })
    }

    async function queryServer(sql: string) {
      const client = new pg.Client({
        connectionString: process.env.CLUSTER_DATABASE_URL ?? defaultServerUri,
      })
      await client.connect()
      try {
        await client.query(sql)
      } finally {
        await client.end()
      }
    }

    async function queryCluster<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: cluster.databaseUri })
      await client.connect()
      try {
        return (await client.query<T>(sql, values)).rows
      } finally {
        await client.end()
      }
    }

    const expectEveryServer = async (status: number, body: Record<string, unknown>) => {
      for (const server of cluster.web) expect(await readiness(server)).toEqual({ status, body })
    }

    beforeAll(async () => {
      began = Date.now()
      ;({ cluster, smtp } = context())
      // A failed test before may have left a server stopped; its own report says so.
      for (const server of cluster.web) if (!server.running) await cluster.restartWeb(server)
      customer = await verifiedCustomer(cluster.proxy.url, smtp)
      for (const server of cluster.web) {
        expect(await readiness(server)).toEqual({ status: 200, body: { status: 'ok' } })
        expect(await redisGauge(server)).toBe(1)
      }
      logOffsets = cluster.web.map((server) => server.log().length)
      pids = cluster.web.map((server) => server.pid)
    })

    afterAll(() => console.log(`• Redis outage tests, set-up included: ${ms(began)}`))

    it('both servers answer /api/ready 200 naming Redis as degraded, set the gauge to 0 and warn once', async () => {
      const stopped = Date.now()
      await cluster.stopRedis()
      await Promise.all(
        cluster.web.map(async (server) => {
          await within(15_000, `${server.name} degraded`, async () => {
            const { body } = await readiness(server)
            return body.status === 'degraded'
          })
          console.log(`• Redis stopped: ${server.name} ready and degraded after ${ms(stopped)}`)
        }),
      )
      for (let check = 0; check < 3; check++) await expectEveryServer(200, degraded)
      for (const [index, server] of cluster.web.entries()) {
        expect(await redisGauge(server)).toBe(0)
        const warnings = logLinesSince(server, logOffsets[index]!).filter((line) =>
          line.msg?.startsWith('Redis unreachable: servers stay ready'),
        )
        expect(warnings.map((line) => line.level)).toEqual(['warn'])
      }
    })

    it('public pages answer through nginx (cached or rendered by a server) and Varnish', async () => {
      const started = Date.now()
      for (const path of ['/en', '/de', '/en/blog', '/de/blog']) {
        // With a session cookie nginx passes the page to a server, which renders it without Redis.
        const rendered = await send(`${cluster.proxy.url}${path}`, {
          headers: { cookie: 'payload-token=none' },
        })
        expect(rendered.status, path).toBe(200)
        expect(rendered.text, path).toContain('</html>')
        expect((await send(`${cluster.proxy.url}${path}`)).status, path).toBe(200)
        expect((await send(`${cluster.varnish!.url}${path}`)).status, path).toBe(200)
      }
      console.log(`• Redis down: 4 pages through nginx (twice) and Varnish in ${ms(started)}`)
    })

    it('a customer log-in and the staff log-in answer 503, without a session', async () => {
      const login = await logInCustomer(cluster.proxy.url, customer)
      expect(login.errors?.[0]?.message).toBe('temporarilyUnavailable')
      expect(login.errors?.[0]?.extensions?.statusCode).toBe(503)
      expect(cookieHeader(login.headers)).toBe('')
      const staff = await send(`${cluster.proxy.url}/api/users/login`, {
        method: 'POST',
        headers: { ...json, 'accept-language': 'en' },
        body: JSON.stringify({ email: 'nobody@cluster.example', password: 'some-password' }),
      })
      expect(staff.status).toBe(503)
      expect(JSON.parse(staff.text).errors[0].message).toMatch(
        /^Log-in is unavailable for a moment/,
      )
    })

    it('a contact submission through nginx is accepted and reaches staff by e-mail', async () => {
      const started = Date.now()
      const email = `redis-down-${started}@cluster.example`
      const submitted = await submitContact(cluster.proxy.url, context().contactForm, email)
      expect(submitted).toMatchObject({ ok: true })
      await smtp.waitFor((mail) => mailsAbout([mail], email).staff > 0, 60_000)
      console.log(`• Redis down: a contact submission reached staff ${ms(started)} after sending`)
    })

    it('a database problem still fails readiness: migrations pending, then the database unreachable to the web servers', async () => {
      // Batch -1 is not an applied migration to the readiness check: the last one looks pending.
      const [last] = await queryCluster<{ id: number; batch: number }>(
        `select id, batch from payload_migrations where batch <> -1 order by name desc limit 1`,
      )
      await queryCluster(`update payload_migrations set batch = -1 where id = $1`, [last!.id])
      try {
        await expectEveryServer(503, {
          status: 'unavailable',
          reason: 'database migrations pending',
        })
      } finally {
        await queryCluster(`update payload_migrations set batch = $2 where id = $1`, [
          last!.id,
          last!.batch,
        ])
      }
      await expectEveryServer(200, degraded)

      // The web servers lose their database: it takes no new connection, and theirs are ended
      // (only theirs: readiness is the web servers').
      const database = new URL(cluster.databaseUri)
      const name = database.pathname.slice(1)
      const started = Date.now()
      await queryServer(`alter database ${name} allow_connections false`)
      try {
        const ports = cluster.web.flatMap((server) =>
          connectionPorts(server.pid, Number(database.port || 5432)),
        )
        expect(ports.length).toBeGreaterThan(0)
        await queryServer(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = '${name}' and client_port in (${ports.join(', ')})`,
        )
        await expectEveryServer(503, { status: 'unavailable', reason: 'database unreachable' })
      } finally {
        await queryServer(`alter database ${name} allow_connections true`)
      }
      await Promise.all(
        cluster.web.map((server) =>
          within(15_000, `${server.name} ready again`, async () => {
            const { status } = await readiness(server)
            return status === 200
          }),
        ),
      )
      console.log(`• Database closed and opened again: every server ready after ${ms(started)}`)
      await expectEveryServer(200, degraded)
    })

    it('Redis started again on its port: "ok" on both servers without a restart, gauge 1, one info line; log-ins work again', async () => {
      const started = Date.now()
      await cluster.startRedis()
      await Promise.all(
        cluster.web.map(async (server) => {
          await within(15_000, `${server.name} ok`, async () => {
            const { body } = await readiness(server)
            return body.status === 'ok'
          })
          console.log(`• Redis started: ${server.name} "ok" after ${ms(started)}`)
        }),
      )
      await expectEveryServer(200, { status: 'ok' })
      expect(cluster.web.map((server) => server.pid)).toEqual(pids)
      for (const [index, server] of cluster.web.entries()) {
        expect(server.running).toBe(true)
        expect(await redisGauge(server)).toBe(1)
        const back = logLinesSince(server, logOffsets[index]!).filter((line) =>
          line.msg?.startsWith('Redis answers again'),
        )
        expect(back.map((line) => line.level)).toEqual(['info'])
      }
      for (const worker of cluster.workers) expect(worker.running, worker.name).toBe(true)
      const login = await logInCustomer(cluster.proxy.url, customer)
      expect(login.errors).toBeUndefined()
      expect(cookieHeader(login.headers)).toContain('payload-token=')
    })
  })
}
