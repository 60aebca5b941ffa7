import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { customer } from '../helpers/control'
import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'
import { startPayload, type TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

const root = path.resolve(import.meta.dirname, '../..')
const [node, ...workerArgs] = npmScriptCommand('worker')

const customers = 20
const jobsPerCustomer = 10
const workerCount = 3
// The workers' schedules queue jobs of their own (retention): only these are counted.
const mailJobs = { taskSlug: { equals: 'sendAccountEmail' } }

let smtp: MailSink
let app: TestPayload
let payload: Payload
const workers: ChildProcess[] = []
const outputs: string[] = []

const smtpEnv = () => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_SECURE: 'false',
  SITE_URL: 'http://site.test',
})

beforeAll(async () => {
  runPreScript('worker')
  smtp = await startSmtpServer()
  app = await startPayload(smtpEnv())
  payload = app.payload
})

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL')
  await app?.stop()
  await smtp?.stop()
})

function startWorker(index: number): ChildProcess {
  outputs[index] = ''
  const worker = spawn(node, workerArgs, {
    cwd: root,
    env: { ...process.env, ...smtpEnv(), DATABASE_URI: app.databaseUri, JOBS_AUTORUN: '' },
  })
  worker.stdout!.on('data', (chunk) => (outputs[index] += chunk))
  worker.stderr!.on('data', (chunk) => (outputs[index] += chunk))
  return worker
}

describe('several workers on one database', () => {
  it(
    `run each of ${customers * jobsPerCustomer} queued e-mail jobs exactly once`,
    { timeout: 300_000 },
    async () => {
      const recipients: { id: number | string; email: string }[] = []
      for (let i = 0; i < customers; i++) {
        const { doc } = await customer(payload, `once-${i}@example.com`)
        recipients.push({ id: doc.id, email: doc.email })
      }
      // Only the jobs queued below: nothing else may reach the mail server.
      await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
      // "Account exists" is sent every time its job runs: a job run twice is a second e-mail.
      for (let round = 0; round < jobsPerCustomer; round++)
        for (const { id } of recipients)
          await payload.jobs.queue({
            task: 'sendAccountEmail',
            input: { kind: 'accountExists', customer: String(id), locale: 'en' },
          })
      const total = customers * jobsPerCustomer

      for (let i = 0; i < workerCount; i++) workers.push(startWorker(i))

      const completed = async () =>
        (
          await payload.count({
            collection: 'payload-jobs',
            where: { and: [mailJobs, { completedAt: { exists: true } }] },
          })
        ).totalDocs
      await expect.poll(completed, { timeout: 240_000, interval: 1000 }).toBe(total)
      // The last completed jobs' e-mails have been accepted by the server before completion.
      expect(smtp.messages).toHaveLength(total)
      const addressees = smtp.messages.flatMap((message) =>
        [message.to ?? []].flat().flatMap((to) => to.value.map(({ address }) => address)),
      )
      for (const { email } of recipients)
        expect(addressees.filter((address) => address === email)).toHaveLength(jobsPerCustomer)

      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: mailJobs,
        limit: 0,
        pagination: false,
        depth: 0,
      })
      expect(docs).toHaveLength(total)
      for (const job of docs) {
        expect(job.hasError).toBeFalsy()
        expect(job.processing).toBe(false)
        expect(job.totalTried).toBe(1)
      }
      // The queue was shared: more than one worker ran jobs.
      const ran = outputs.filter((output) => /Running \d+ jobs/.test(output))
      expect(ran.length, outputs.join('\n---\n').slice(-3000)).toBeGreaterThan(1)
      for (const output of outputs) expect(output).not.toMatch(/database is locked|SQLITE_BUSY/i)

      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve())
              worker.kill('SIGTERM')
            }),
        ),
      )
    },
  )
})
