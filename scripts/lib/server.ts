import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { root } from './env'

export type RunningApp = { baseUrl: string; stop: () => void }

/** Starts the app the way `npm start` does, in its own process group, and waits until it answers. */
export async function startApp(env: Record<string, string>, timeoutMs = 15 * 60_000): Promise<RunningApp> {
  const port = env.PORT
  const baseUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, HOSTNAME: '127.0.0.1', SITE_URL: baseUrl, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = () => {
    if (child.pid && !exited) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited) throw new Error('The app exited during start-up')
    try {
      const response = await fetch(`${baseUrl}/en`)
      if (response.ok) return { baseUrl, stop }
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  stop()
  throw new Error(`The app did not answer within ${timeoutMs / 1000} s`)
}
