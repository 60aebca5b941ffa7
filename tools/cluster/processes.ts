import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

import { root } from '@/config/paths'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/** Stops a process group this harness started: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopGroup(pid: number, graceMs = 30_000): Promise<void> {
  signalGroup(pid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (alive(-pid) && Date.now() < deadline) await sleep(100)
  if (!alive(-pid)) return
  signalGroup(pid, 'SIGKILL')
  const killed = Date.now() + 5000
  while (alive(-pid) && Date.now() < killed) await sleep(50)
}

/** Polls `url` until it answers 200; fails early when `exited()` says the process is gone. */
export async function waitForHttp(url: string, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The process behind ${url} exited during start-up`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
}

/** One process of the cluster (a role's command), leading a process group of its own. */
export class ClusterProcess {
  child!: ChildProcess
  exited!: Promise<number | null>
  exitCode: number | null | undefined = undefined

  constructor(
    readonly name: string,
    readonly command: string[],
    readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {}

  start(): this {
    const log = openSync(this.logFile, 'a')
    this.exitCode = undefined
    this.child = spawn(this.command[0]!, this.command.slice(1), {
      cwd: root,
      env: this.env,
      detached: true,
      stdio: ['ignore', log, log],
    })
    closeSync(log)
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        this.exitCode = code
        resolve(code)
      }),
    )
    return this
  }

  get running() {
    return this.exitCode === undefined
  }

  get pid() {
    return this.child.pid!
  }

  /** The process group gets `signal` (npm and the node process it runs). */
  signal(signal: NodeJS.Signals) {
    signalGroup(this.pid, signal)
  }

  log(): string {
    try {
      return readFileSync(this.logFile, 'utf8')
    } catch {
      return ''
    }
  }

  /** Resolves once the log contains `text`; fails when the process exits first. */
  async waitForLog(text: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.log().includes(text)) return
      if (!this.running) throw new Error(`${this.name} exited:\n${this.log().slice(-3000)}`)
      await sleep(250)
    }
    throw new Error(`${this.name}: no "${text}" within ${timeoutMs / 1000} s`)
  }

  /** Stops the process group, also when its leader is gone and a child of it lives on. */
  stop(graceMs?: number) {
    return this.child ? stopGroup(this.pid, graceMs) : Promise.resolve()
  }
}
