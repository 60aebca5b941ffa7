import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { podSpecs, renderKustomization } from '../../tools/kubernetes/render'
import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * The worker's liveness: `npm run worker` rewrites WORKER_HEARTBEAT_FILE while its job runner
 * runs, and the probe of deploy/kubernetes/worker.yaml, run here as the kubelet runs it, passes
 * while it does and fails once the worker has stopped.
 */
const root = path.resolve(import.meta.dirname, '../..')
const [node, ...workerArgs] = npmScriptCommand('worker')
const dir = mkdtempSync(path.join(tmpdir(), 'unbound-heartbeat-'))
const file = path.join(dir, 'worker-heartbeat')
const intervalMs = 500

const workerDeployment = renderKustomization().find(
  (object) => object.kind === 'Deployment' && object.metadata.name === 'unbound-worker',
)!
const workerContainer = podSpecs(workerDeployment)[0]!.containers[0] as unknown as {
  livenessProbe: { exec: { command: string[] } }
}
const [probe, ...probeArgs] = workerContainer.livenessProbe.exec.command

/** The probe's exit code, in the environment the manifest gives the container. */
const probeExit = () =>
  spawnSync(probe!, probeArgs, {
    // The image's environment (Dockerfile) and the manifest's.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      WORKER_HEARTBEAT_FILE: file,
      WORKER_HEARTBEAT_INTERVAL_MS: String(intervalMs),
    },
    encoding: 'utf8',
  }).status

let app: TestPayload
let worker: ChildProcess
let output = ''

beforeAll(async () => {
  runPreScript('worker')
  app = await startPayload()
})

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill('SIGKILL')
  await app?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('the worker heartbeat', () => {
  it('fails the probe before the worker runs', () => {
    expect(probeExit()).toBe(1)
  })

  it('is rewritten while the worker runs, and the probe passes', async () => {
    worker = spawn(node, workerArgs, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URI: app.databaseUri,
        JOBS_AUTORUN: '',
        WORKER_HEARTBEAT_FILE: file,
        WORKER_HEARTBEAT_INTERVAL_MS: String(intervalMs),
      },
    })
    worker.stdout!.on('data', (chunk) => (output += chunk))
    worker.stderr!.on('data', (chunk) => (output += chunk))

    await expect.poll(() => probeExit(), { timeout: 60_000, interval: 200 }).toBe(0)
    const first = statSync(file).mtimeMs
    await expect.poll(() => statSync(file).mtimeMs, { timeout: 10_000 }).toBeGreaterThan(first)
    expect(probeExit()).toBe(0)
  })

  it('goes stale once the worker has stopped, and the probe fails', async () => {
    const exited = new Promise<number | null>((resolve) =>
      worker.once('exit', (code) => resolve(code)),
    )
    worker.kill('SIGTERM')
    expect(await exited, output).toBe(0)
    const last = statSync(file).mtimeMs
    // Three intervals after the last beat the probe refuses.
    await expect.poll(() => probeExit(), { timeout: 10_000, interval: 200 }).toBe(1)
    expect(statSync(file).mtimeMs).toBe(last)
  })
})
