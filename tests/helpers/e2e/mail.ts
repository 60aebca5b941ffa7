import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { e2eMailDir } from './server'

export type ReceivedMail = { to: string; subject: string; text: string; html: string }

export function receivedMails(): ReceivedMail[] {
  const dir = e2eMailDir()
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
}

/** Waits until the in-process SMTP server has received a matching e-mail. */
export async function waitForMail(
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = 45_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = receivedMails().find(match)
    if (found) return found
    await sleep(300)
  }
  throw new Error(`No matching e-mail arrived within ${timeoutMs / 1000} s`)
}
