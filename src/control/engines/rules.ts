import { addressLiteral, smtpHostProblem } from './publicHost'
import { checkXpub } from './xpub'

/**
 * The rules of the create-instance wizard, shared by the browser (shown at once) and the server
 * (checked again on launch). Each error is a message key under `control.wizard.errors`.
 */
export const defaultSmtpPort = 587
/** The submission ports a customer's SMTP server may use (25 relay, 465 SSL, 587 TLS, 2525 alternative). */
export const allowedSmtpPorts: readonly number[] = [25, 465, 587, 2525]
export const commonSmtpPorts = [
  { port: 465, security: 'SSL' },
  { port: 587, security: 'TLS' },
] as const

export type LaunchInput = {
  shopName: string
  recipientEmail: string
  senderEmail?: string | null
  smtpHost?: string | null
  smtpUser?: string | null
  smtpPassword?: string | null
  smtpPort?: number | string | null
  xpub?: string | null
}

export type LaunchField = keyof LaunchInput
export type LaunchErrors = Partial<Record<LaunchField, string>>

export const shopNameMaxLength = 80
const emailPattern = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]{2,}$/

export const isEmail = (value: string) => value.length <= 254 && emailPattern.test(value)

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The port to use: empty means 587; anything else must be one of the allowed ports (else NaN). */
export function effectiveSmtpPort(value: unknown): number {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim()))
    return defaultSmtpPort
  const port = typeof value === 'number' ? value : Number(String(value).trim())
  return allowedSmtpPorts.includes(port) ? port : Number.NaN
}

export function shopNameError(value: unknown): string | undefined {
  const name = text(value)
  if (!name) return 'shopNameRequired'
  if (name.length > shopNameMaxLength) return 'shopNameTooLong'
  return undefined
}

export function emailStepErrors(input: Partial<LaunchInput>): LaunchErrors {
  const errors: LaunchErrors = {}
  const recipient = text(input.recipientEmail)
  if (!recipient) errors.recipientEmail = 'recipientRequired'
  else if (!isEmail(recipient)) errors.recipientEmail = 'emailInvalid'
  const sender = text(input.senderEmail)
  const host = text(input.smtpHost)
  if (sender && !isEmail(sender)) errors.senderEmail = 'emailInvalid'
  else if (sender && !host) errors.smtpHost = 'senderNeedsSmtp'
  const hostProblem = host ? smtpHostProblem(host) : undefined
  if (hostProblem) errors.smtpHost = hostProblem
  if (Number.isNaN(effectiveSmtpPort(input.smtpPort))) errors.smtpPort = 'portInvalid'
  if (text(input.smtpUser).length > 200) errors.smtpUser = 'tooLong'
  if (typeof input.smtpPassword === 'string' && input.smtpPassword.length > 500)
    errors.smtpPassword = 'tooLong'
  return errors
}

export function xpubError(value: unknown): string | undefined {
  const xpub = text(value)
  if (!xpub) return undefined
  const check = checkXpub(xpub)
  if (check.valid) return undefined
  return check.reason === 'private' ? 'xpubPrivate' : 'xpubInvalid'
}

/** Every rule at once: an empty object means the input can be launched. */
export function launchErrors(input: Partial<LaunchInput>): LaunchErrors {
  const errors: LaunchErrors = { ...emailStepErrors(input) }
  const shop = shopNameError(input.shopName)
  if (shop) errors.shopName = shop
  const xpub = xpubError(input.xpub)
  if (xpub) errors.xpub = xpub
  return errors
}

/** Lower case; an IPv6 address without its brackets (the port is a field of its own). */
const smtpHostAsStored = (host: string) =>
  host ? (addressLiteral(host.toLowerCase()) ?? host.toLowerCase()) : null

/** Trimmed, normalised input as the server stores it. */
export function normaliseLaunchInput(input: Partial<LaunchInput>) {
  const optional = (value: unknown) => text(value) || null
  return {
    shopName: text(input.shopName),
    recipientEmail: text(input.recipientEmail).toLowerCase(),
    senderEmail: optional(input.senderEmail)?.toLowerCase() ?? null,
    smtpHost: smtpHostAsStored(text(input.smtpHost)),
    smtpUser: optional(input.smtpUser),
    smtpPassword:
      typeof input.smtpPassword === 'string' && input.smtpPassword !== ''
        ? input.smtpPassword
        : null,
    smtpPort: effectiveSmtpPort(input.smtpPort),
    xpub: optional(input.xpub),
  }
}
