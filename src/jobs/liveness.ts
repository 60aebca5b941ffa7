import { writeFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import { env } from '@/config/env'

/**
 * The worker's heartbeat file (WORKER_HEARTBEAT_FILE): rewritten every
 * WORKER_HEARTBEAT_INTERVAL_MS while the job runner's schedules run in this process, so a probe
 * that reads its age (deploy/kubernetes/worker.yaml) restarts a worker whose event loop is stuck
 * or whose runner has stopped. Without WORKER_HEARTBEAT_FILE nothing is written. Returns what
 * stops the beat (a stopping worker: the file then grows stale).
 */
export function beatWhileRunning(payload: Payload): () => void {
  const { WORKER_HEARTBEAT_FILE: file, WORKER_HEARTBEAT_INTERVAL_MS: intervalMs } = env()
  if (!file) return () => undefined
  let failing = false
  const beat = async () => {
    if (!payload.crons.length || payload.crons.some((cron) => cron.isStopped())) return
    try {
      await writeFile(file, `${new Date().toISOString()}\n`)
      failing = false
    } catch (error) {
      if (!failing) payload.logger.error({ err: error }, 'Writing WORKER_HEARTBEAT_FILE failed')
      failing = true
    }
  }
  void beat()
  const timer = setInterval(() => void beat(), intervalMs)
  return () => clearInterval(timer)
}
