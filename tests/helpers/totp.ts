import { setTimeout as sleep } from 'node:timers/promises'

import { generateSync } from 'otplib'

/** The server's time step (src/accounts/twoStep/factor.ts), in seconds. */
const step = 30

/** The code of `secret` for the time step `offset` steps from now. */
export const codeAt = (secret: string, offset = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * step })

/**
 * The previous step's code, which the server takes with one step of drift, so that this step's
 * and the next one's stay free for the test. It is made with at least 10 s left in this step: a
 * request still on its way when the next step begins would carry a code two steps old.
 */
export async function previousStepCode(secret: string): Promise<string> {
  const left = step - ((Date.now() / 1000) % step)
  if (left < 10) await sleep(left * 1000 + 50)
  return codeAt(secret, -1)
}
