import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactData, seedFormsAndSettings, type SeededForms } from '../helpers/forms'
import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * Two real worker processes (`npm run worker`) send the e-mails of contact submissions to a real
 * SMTP server, which kills the sending worker with SIGKILL in the middle of two sends: once before
 * it accepts the mail, once right after. A new worker takes the dead one's place each time. No
 * mail may be lost, each kill may leave at most one copy (with the same Message-ID), and the jobs
 * the dead worker held run again within 60 s (the lease is 20 s; its holder renews it every 5 s).
 */
const root = path.resolve(import.meta.dirname, '../..')
const [node, ...workerArgs] = npmScriptCommand('worker')
const submissions = 6

type Accepted = { messageId: string; at: number }
type Kill = { at: number; accepted: boolean; messageId: string }

let app: TestPayload
let payload: Payload
let forms: SeededForms
let smtp: SMTPServer
let smtpPort = 0
const workers = new Set<ChildProcess>()
const accepted: Accepted[] = []
const kills: Kill[] = []
/** What the SMTP server does with the n-th message it receives (1-based). */
const plan = new Map<number, 'kill before accepting' | 'kill after accepting'>([
  [2, 'kill before accepting'],
  [5, 'kill after accepting'],
])
let received = 0

/** The worker whose socket has local port `port` (the SMTP client side), from /proc. */
function workerOnPort(port: number): ChildProcess | undefined {
  const inodes = new Set<string>()
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields.length > 9 && parseInt(fields[1]!.split(':')[1]!, 16) === port)
        inodes.add(fields[9]!)
    }
  return [...workers].find((worker) => {
    try {
      return readdirSync(`/proc/${worker.pid}/fd`).some((fd) => {
        const target = readlinkSync(`/proc/${worker.pid}/fd/${fd}`)
        return inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')
      })
    } catch {
      return false
    }
  })
}

function startWorker() {
  const worker = spawn(node, workerArgs, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URI: app.databaseUri,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      SITE_URL: 'http://site.test',
      JOBS_AUTORUN: '',
      JOB_LEASE_MS: '',
      JOB_HEARTBEAT_MS: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  workers.add(worker)
  worker.once('exit', () => workers.delete(worker))
}

function kill(worker: ChildProcess, acceptedFirst: boolean, messageId: string) {
  kills.push({ at: Date.now(), accepted: acceptedFirst, messageId })
  worker.kill('SIGKILL')
  startWorker()
}

beforeAll(async () => {
  runPreScript('worker')
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const step = plan.get(++received)
        const sender = step ? workerOnPort(session.remotePort) : undefined
        const messageId = mail.messageId ?? ''
        if (step === 'kill before accepting' && sender) return kill(sender, false, messageId)
        accepted.push({ messageId, at: Date.now() })
        callback()
        if (step === 'kill after accepting' && sender) kill(sender, true, messageId)
      }, callback)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as { port: number }).port
  app = await startPayload()
  payload = app.payload
  forms = await seedFormsAndSettings(payload)
}, 180_000)

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL')
  await app?.stop()
  await new Promise<void>((resolve) => smtp?.close(() => resolve()))
})

describe('a worker killed while it sends e-mail', () => {
  it('loses no mail, leaves at most one copy per kill, and its jobs run again within 60 s', async () => {
    const ids: (number | string)[] = []
    for (let n = 0; n < submissions; n++) {
      const submission = await payload.create({
        collection: 'form-submissions',
        data: {
          form: forms.contact,
          submissionData: contactData({ email: `crash-${n}@example.com` }),
          locale: 'en',
        } as never,
        depth: 0,
      })
      ids.push(submission.id)
    }
    startWorker()
    startWorker()

    const sentFor = async (id: number | string) => {
      const { notifications } = await payload.findByID({
        collection: 'form-submissions',
        id,
        depth: 0,
      })
      return Boolean(notifications?.staffNotifiedAt)
    }
    await expect
      .poll(async () => (await Promise.all(ids.map(sentFor))).every(Boolean), {
        timeout: 240_000,
        interval: 1000,
      })
      .toBe(true)
    expect(kills).toHaveLength(2)

    // Every submission's notification arrived (the form's mails carry a Message-ID per
    // submission); a copy carries the Message-ID of the original, at most one copy per kill.
    const copies = new Map<string, number>()
    for (const mail of accepted) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1)
    expect([...copies.keys()].sort()).toEqual(
      ids.map((id) => `<submission-${id}-staff@site.test>`).sort(),
    )
    const extra = [...copies.values()].reduce((sum, count) => sum + count - 1, 0)
    expect(extra).toBeLessThanOrEqual(kills.length)

    // The job whose mail was in flight at each kill ran again and finished within 60 s of it.
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'notifySubmission' } },
      depth: 0,
      limit: 0,
    })
    expect(jobs).toHaveLength(submissions)
    for (const { at, messageId } of kills) {
      const submission = /^<submission-(\w+)-staff@/.exec(messageId)?.[1]
      const job = jobs.find(
        (candidate) => (candidate.input as { submissionId?: string }).submissionId === submission,
      )
      expect(job?.completedAt).toBeTruthy()
      const afterKillMs = new Date(job!.completedAt!).getTime() - at
      console.log(`the job of ${messageId} finished ${afterKillMs} ms after its worker was killed`)
      expect(afterKillMs).toBeLessThan(60_000)
    }
  }, 300_000)
})
