import { lookup } from 'node:dns/promises'

import { addressLiteral, isPublicAddress, smtpHostProblem } from './publicHost'
import { allowedSmtpPorts } from './rules'

/** A refusal that no retry can change: provisioning fails at once. */
export class SmtpServerRefused extends Error {
  override name = 'SmtpServerRefused'
  readonly permanent = true
}

/**
 * Checked right before the SMTP server is used or handed to the hosting back end: the stored
 * host and port still follow the launch rules, and every address the name resolves to now is
 * public (a name may have been pointed at 127.0.0.1 or 169.254.169.254 after launch). A name
 * that does not resolve is an ordinary error (retried).
 */
export async function checkSmtpServerAtSendTime(
  host: string,
  port: number | null | undefined,
): Promise<void> {
  if (port !== null && port !== undefined && !allowedSmtpPorts.includes(port)) {
    throw new SmtpServerRefused(
      `SMTP port ${port} is not allowed (use ${allowedSmtpPorts.join(', ')})`,
    )
  }
  if (smtpHostProblem(host))
    throw new SmtpServerRefused(`SMTP server ${host} is not a public internet host`)
  const name = addressLiteral(host) ?? host
  let addresses: { address: string }[]
  try {
    addresses = await lookup(name, { all: true, verbatim: true })
  } catch (error) {
    throw new Error(
      `SMTP server ${host} could not be resolved (${(error as { code?: string }).code ?? 'lookup failed'})`,
    )
  }
  if (!addresses.length) throw new Error(`SMTP server ${host} could not be resolved`)
  refuseNonPublicAddresses(host, addresses)
}

/** Refuses a host when any address it resolved to is not public (one private answer is enough to reach inside). */
export function refuseNonPublicAddresses(host: string, addresses: { address: string }[]) {
  const blocked = addresses.filter(({ address }) => !isPublicAddress(address))
  if (blocked.length) {
    throw new SmtpServerRefused(
      `SMTP server ${host} resolves to a non-public address (${blocked.map(({ address }) => address).join(', ')}): refused`,
    )
  }
}
