import { z } from 'zod'

import { addressLiteral, smtpHostProblem } from './publicHost'
import { checkXpub } from './xpub'
import { emailAddress, fieldErrors, firstProblem } from '../shared/rules'

/**
 * The rules of the create-instance wizard as zod schemas, shared by the browser (shown at once),
 * the server (checked again on launch) and the engine-instances collection. Each problem is a
 * message key under `control.wizard.errors`.
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

/** The port to use: empty means 587; anything else must be one of the allowed ports (else NaN). */
export function effectiveSmtpPort(value: unknown): number {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim()))
    return defaultSmtpPort
  const port = typeof value === 'number' ? value : Number(String(value).trim())
  return allowedSmtpPorts.includes(port) ? port : Number.NaN
}

const text = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))

export const shopName = text.pipe(
  z
    .string()
    .min(1, { error: 'shopNameRequired', abort: true })
    .max(shopNameMaxLength, { error: 'shopNameTooLong' }),
)

const optionalEmail = text.pipe(z.union([z.literal(''), emailAddress], { error: 'emailInvalid' }))

/** Step 2: the recipient, an own sender with its SMTP server, port and credentials. */
export const emailStep = z
  .object({
    recipientEmail: text.pipe(
      z.string().min(1, { error: 'recipientRequired', abort: true }).pipe(emailAddress),
    ),
    senderEmail: optionalEmail,
    smtpHost: text.pipe(
      z.string().refine((host) => !host || !smtpHostProblem(host), {
        error: ({ input }) => smtpHostProblem(String(input)),
      }),
    ),
    smtpPort: z
      .unknown()
      .optional()
      .refine((port) => !Number.isNaN(effectiveSmtpPort(port)), { error: 'portInvalid' }),
    smtpUser: text.pipe(z.string().max(200, { error: 'tooLong' })),
    smtpPassword: z
      .unknown()
      .optional()
      .refine((value) => typeof value !== 'string' || value.length <= 500, { error: 'tooLong' }),
  })
  // A sender of one's own goes out through one's own SMTP server.
  .refine((input) => !input.senderEmail || Boolean(input.smtpHost), {
    error: 'senderNeedsSmtp',
    path: ['smtpHost'],
    when: ({ issues }) =>
      !issues.some(({ path }) => ['senderEmail', 'smtpHost'].includes(String(path?.[0]))),
  })

/** Step 3: an extended public key, optional; a private key is refused with its own message. */
export const xpub = text.pipe(
  z.string().refine((value) => !value || checkXpub(value).valid, {
    error: ({ input }) => {
      const check = checkXpub(String(input))
      return !check.valid && check.reason === 'private' ? 'xpubPrivate' : 'xpubInvalid'
    },
  }),
)

/** Every rule at once: what launchEngineInstance checks. */
export const launchInput = z.intersection(emailStep, z.object({ shopName, xpub }))

export const shopNameError = (value: unknown) => firstProblem(shopName, value) ?? undefined
export const xpubError = (value: unknown) => firstProblem(xpub, value) ?? undefined
export const emailStepErrors = (input: Partial<LaunchInput>): LaunchErrors =>
  fieldErrors<LaunchField>(emailStep, input)

/** Every rule at once: an empty object means the input can be launched. */
export const launchErrors = (input: Partial<LaunchInput>): LaunchErrors =>
  fieldErrors<LaunchField>(launchInput, input)

/** Lower case; an IPv6 address without its brackets (the port is a field of its own). */
const smtpHostAsStored = (host: string) =>
  host ? (addressLiteral(host.toLowerCase()) ?? host.toLowerCase()) : null

/** Trimmed, normalised input as the server stores it. */
export function normaliseLaunchInput(input: Partial<LaunchInput>) {
  const optional = (value: unknown) => text.parse(value) || null
  return {
    shopName: text.parse(input.shopName),
    recipientEmail: text.parse(input.recipientEmail).toLowerCase(),
    senderEmail: optional(input.senderEmail)?.toLowerCase() ?? null,
    smtpHost: smtpHostAsStored(text.parse(input.smtpHost)),
    smtpUser: optional(input.smtpUser),
    smtpPassword:
      typeof input.smtpPassword === 'string' && input.smtpPassword !== ''
        ? input.smtpPassword
        : null,
    smtpPort: effectiveSmtpPort(input.smtpPort),
    xpub: optional(input.xpub),
  }
}
