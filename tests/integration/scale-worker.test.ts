import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactData, seedFormsAndSettings } from '../helpers/forms'
import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'
import { startPayload, type TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

const root = path.resolve(import.meta.dirname, '../..')
const [node, ...workerArgs] = npmScriptCommand('worker')

let smtp: MailSink
let app: TestPayload
let payload: Payload
let worker: ChildProcess
let output = ''

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
  await seedFormsAndSettings(payload)
})

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill('SIGKILL')
  await app?.stop()
  await smtp?.stop()
})

describe('npm run worker', () => {
  it('runs a job queued by another process, and stops on SIGTERM with exit code 0', async () => {
    const forms = await payload.find({ collection: 'forms', limit: 1, depth: 0 })
    const submission = await payload.create({
      collection: 'form-submissions',
      data: {
        form: forms.docs[0]!.id,
        submissionData: contactData({ email: 'worker@example.com' }),
        locale: 'en',
      } as never,
      depth: 0,
    })
    const job = (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'notifySubmission' } },
        depth: 0,
      })
    ).docs[0]!
    expect(job.completedAt).toBeFalsy()

    worker = spawn(node, workerArgs, {
      cwd: root,
      // RUN_JOBS=false (meant for web servers in a shared .env) does not stop a worker.
      env: {
        ...process.env,
        ...smtpEnv(),
        DATABASE_URI: app.databaseUri,
        JOBS_AUTORUN: '',
        RUN_JOBS: 'false',
      },
    })
    worker.stdout!.on('data', (chunk) => (output += chunk))
    worker.stderr!.on('data', (chunk) => (output += chunk))

    const mail = await smtp.waitFor(
      (message) =>
        message.subject?.includes('Ada Lovelace') === true ||
        message.text?.includes('worker@example.com') === true,
      60_000,
    )
    expect(mail).toBeDefined()
    await expect
      .poll(
        async () =>
          (await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 }))
            .completedAt,
        { timeout: 30_000 },
      )
      .toBeTruthy()
    const stored = await payload.findByID({
      collection: 'form-submissions',
      id: submission.id,
      depth: 0,
    })
    expect(stored.notifications?.staffNotifiedAt).toBeTruthy()
    expect(output).not.toMatch(/database is locked/i)

    const exited = new Promise<number | null>((resolve) =>
      worker.once('exit', (code) => resolve(code)),
    )
    worker.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toContain('Stopping')
  })
})
