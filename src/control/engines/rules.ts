import { z } from 'zod'

import { graphqlEnumName, idInput } from '@/graphql/zodGraphQL'

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

export const shopNameMaxLength = 80

/** The port to use: empty means 587; anything else must be one of the allowed ports (else NaN). */
export function effectiveSmtpPort(value: unknown): number {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim()))
    return defaultSmtpPort
  const port = typeof value === 'number' ? value : Number(String(value).trim())
  return allowedSmtpPorts.includes(port) ? port : Number.NaN
}

/** Optional text: trimmed, empty when missing. */
const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim())
/** Stored as null when empty. */
const orNull = (value: string) => value || null

const shopName = z
  .string({ error: 'shopNameRequired' })
  .trim()
  .min(1, { error: 'shopNameRequired', abort: true })
  .max(shopNameMaxLength, { error: 'shopNameTooLong' })

/** Lower case; an IPv6 address without its brackets (the port is a field of its own). */
const smtpHostAsStored = (host: string) =>
  host ? (addressLiteral(host.toLowerCase()) ?? host.toLowerCase()) : null

/** Step 2's fields: the recipient, an own sender with its SMTP server, port and credentials. */
const emailFields = {
  recipientEmail: z
    .string({ error: 'recipientRequired' })
    .trim()
    .min(1, { error: 'recipientRequired', abort: true })
    .pipe(emailAddress),
  senderEmail: text
    .pipe(z.union([z.literal(''), emailAddress], { error: 'emailInvalid' }))
    .transform(orNull),
  smtpHost: text
    .pipe(
      z.string().refine((host) => !host || !smtpHostProblem(host), {
        error: ({ input }) => smtpHostProblem(String(input)),
      }),
    )
    .transform(smtpHostAsStored),
  // Typed text in the wizard, a number once stored.
  smtpPort: z.coerce
    .string()
    .nullish()
    .refine((port) => !Number.isNaN(effectiveSmtpPort(port)), { error: 'portInvalid' })
    .transform(effectiveSmtpPort),
  smtpUser: text.pipe(z.string().max(200, { error: 'tooLong' })).transform(orNull),
  // Kept as typed (spaces may belong to it); stored encrypted.
  smtpPassword: z
    .string()
    .max(500, { error: 'tooLong' })
    .nullish()
    .transform((value) => value || null),
}

/** Step 3: an extended public key, optional; a private key is refused with its own message. */
const xpub = text
  .pipe(
    z.string().refine((value) => !value || checkXpub(value).valid, {
      error: ({ input }) => {
        const check = checkXpub(String(input))
        return !check.valid && check.reason === 'private' ? 'xpubPrivate' : 'xpubInvalid'
      },
    }),
  )
  .transform(orNull)

/** A sender of one's own goes out through one's own SMTP server. */
const senderNeedsSmtp = <Schema extends z.ZodType<{ senderEmail: unknown; smtpHost: unknown }>>(
  schema: Schema,
) =>
  schema.refine((input) => !input.senderEmail || Boolean(input.smtpHost), {
    error: 'senderNeedsSmtp',
    path: ['smtpHost'],
    when: ({ issues }) =>
      !issues.some(({ path }) => ['senderEmail', 'smtpHost'].includes(String(path?.[0]))),
  })

const emailStep = senderNeedsSmtp(z.object(emailFields))

/**
 * The languages a shop speaks, as stored; its default is the one visitors see first. GraphQL
 * and the browser name them de_CH, en, fr and it (graphqlEnumName).
 */
export const shopLanguages = ['de-CH', 'en', 'fr', 'it'] as const
/** A language as the wizard sends it and the instance page reads it: its GraphQL name. */
export const shopLanguage = z
  .enum(shopLanguages.map(graphqlEnumName), { error: 'languageInvalid' })
  .meta({ id: 'ControlShopLanguage' })
const storedLanguage = (name: z.output<typeof shopLanguage>) =>
  shopLanguages.find((value) => graphqlEnumName(value) === name) ?? 'de-CH'

/** Step 1's fields: the shop. */
const shopFields = {
  shopName,
  defaultLanguage: shopLanguage.default('de_CH').transform(storedLanguage),
}
/** Step 3's fields: payments. */
const keyFields = { xpub }

/**
 * The launch's input, defined once: the GraphQL input (schema.ts, through inputFromZod), its
 * TypeScript types, the browser's checks (the wizard shows them at once), the server's (the
 * launch and the collection check every rule again) and what is stored: parsing gives the
 * document's fields, trimmed and normalised. Every key is a field of the engine-instances
 * collection (tests/unit/control-launch-input.test.ts).
 */
export const launchInput = senderNeedsSmtp(
  z.object({ ...shopFields, ...emailFields, ...keyFields }),
)

export type LaunchInput = z.input<typeof launchInput>
export type LaunchField = keyof LaunchInput
/** The fields of each wizard step (1, 2, 3), in the order they are asked for. */
export const launchSteps = [shopFields, emailFields, keyFields].map(
  (fields) => Object.keys(fields) as LaunchField[],
)
export type LaunchErrors = Partial<Record<LaunchField, string>>

export const shopNameError = (value: unknown) => firstProblem(shopName, value) ?? undefined
export const xpubError = (value: unknown) => firstProblem(xpub, value) ?? undefined
export const emailStepErrors = (input: Partial<LaunchInput>): LaunchErrors =>
  fieldErrors<LaunchField>(emailStep, input)

/** Every rule at once: an empty object means the input can be launched. */
export const launchErrors = (input: unknown): LaunchErrors =>
  fieldErrors<LaunchField>(launchInput, input)

/**
 * A stored instance's launch fields as the wizard sends them: the collection checks every change
 * with the launch's rules.
 */
export const asLaunchInput = (stored: Record<string, unknown>) => ({
  ...stored,
  defaultLanguage:
    typeof stored.defaultLanguage === 'string'
      ? graphqlEnumName(stored.defaultLanguage)
      : stored.defaultLanguage,
})

/** The input as the server stores it (the schema's output); throws on a problem. */
export const normaliseLaunchInput = (input: LaunchInput) => launchInput.parse(input)

/** retryInstanceLaunch's and controlInstance's input: the instance. */
export const instanceRef = z.object({ id: idInput })

/** deleteInstance's input: the instance and its shop name typed again. */
export const deletionInput = z.object({ id: idInput, confirmShopName: z.string() })

/** controlInstances' input: the organisation. */
export const organisationRef = z.object({ organisation: idInput })
