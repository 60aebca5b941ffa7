import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { root } from '@/config/paths'

import { listProcesses, processTree } from './processTree'
import { npmScriptCommand, runPreScript } from '../../tests/helpers/npmScripts'

export type RunningApp = {
  baseUrl: string
  /** The app's process id, which also leads its process group. */
  pid: number
  /** Milliseconds from spawn to the first 200 of /en. */
  readyMs: number
  /** Milliseconds from spawn to the first accepted TCP connection on the port. */
  portOpenMs: number
  /** Stops the app's processes and resolves once none is left. */
  stop: () => Promise<void>
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // already gone
  }
}

/**
 * Stops the app's process group, and any descendant that moved to a group of its own (it would
 * keep the port), then waits until all are gone; SIGKILL after `graceMs`.
 */
export async function stopTree(leader: number, graceMs = 10_000) {
  const strays = processTree(listProcesses(), leader)
    .filter((info) => info.pgrp !== leader)
    .map((info) => info.pid)
  const send = (name: NodeJS.Signals) => [-leader, ...strays].forEach((pid) => signal(pid, name))
  const anyAlive = () => [-leader, ...strays].some(alive)
  send('SIGTERM')
  const deadline = Date.now() + graceMs
  while (anyAlive() && Date.now() < deadline) await sleep(100)
  if (anyAlive()) send('SIGKILL')
}

const portAccepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * Starts the app with `npm start`'s command (or `command`, e.g. `next start` of the same build)
 * in its own process group and polls /en every `pollMs` until it answers 200.
 */
export async function startApp(
  env: Record<string, string>,
  {
    timeoutMs = 15 * 60_000,
    pollMs = 1000,
    command,
  }: { timeoutMs?: number; pollMs?: number; command?: string[] } = {},
): Promise<RunningApp> {
  const baseUrl = `http://127.0.0.1:${env.PORT}`
  const spawnedAt = performance.now()
  if (!command) runPreScript('start')
  const [program, ...args] = command ?? npmScriptCommand('start')
  const child: ChildProcess = spawn(program, args, {
    cwd: root,
    env: { ...process.env, HOSTNAME: '127.0.0.1', SITE_URL: baseUrl, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const pid = child.pid!
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = () => stopTree(pid)
  const deadline = Date.now() + timeoutMs
  let portOpenMs: number | undefined
  while (Date.now() < deadline) {
    if (exited) throw new Error('The app exited during start-up')
    if (portOpenMs === undefined && (await portAccepts(Number(env.PORT))))
      portOpenMs = Math.round(performance.now() - spawnedAt)
    try {
      const response = await fetch(`${baseUrl}/en`)
      if (response.ok) {
        const readyMs = Math.round(performance.now() - spawnedAt)
        return { baseUrl, pid, readyMs, portOpenMs: portOpenMs ?? readyMs, stop }
      }
    } catch {
      // not yet listening
    }
    await sleep(pollMs)
  }
  await stop()
  throw new Error(`The app did not answer within ${timeoutMs / 1000} s`)
}
