import { z } from 'zod'

import { idInput } from '@/graphql/zodGraphQL'

import { apiTokenScopes } from '../shared/actor'

/**
 * The rules of organisation API tokens, shared by the browser (the form checks at once) and the
 * server (checked again). Each problem is a message key under `control.tokens.errors`.
 */

/** Every secret starts with it, so a leaked one is recognised (secret scanners, logs). */
export const apiTokenPrefix = 'ubt_'
export const tokenNameMaxLength = 80
/** The expiries offered besides a date of one's own. */
export const tokenExpiryDays = [30, 90, 365] as const
/** The longest a token may be valid. */
const tokenMaxDays = 365
/** Valid (neither revoked nor expired) tokens an organisation may have at once. */
export const maxValidTokens = 50

const dayMs = 24 * 60 * 60 * 1000

export const tokenScope = z
  .enum(apiTokenScopes, { error: 'tokenScopeInvalid' })
  .meta({ id: 'ControlApiTokenScope' })

export const apiTokenStatuses = ['valid', 'expired', 'revoked'] as const
export type ApiTokenStatus = (typeof apiTokenStatuses)[number]
export const tokenStatus = z.enum(apiTokenStatuses).meta({ id: 'ControlApiTokenStatus' })

const zurichParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The calendar date (YYYY-MM-DD) in Zurich at `instant`. */
const zurichDate = (instant: Date) => zurichParts.format(instant).slice(0, 10)

/** Midnight at the start of `date` (YYYY-MM-DD) in Zurich, as an instant. */
function zurichMidnight(date: string): Date {
  const asUtc = new Date(`${date}T00:00:00Z`)
  const parts = Object.fromEntries(
    zurichParts.formatToParts(asUtc).map((part) => [part.type, part.value]),
  )
  const zurichAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return new Date(asUtc.getTime() - (zurichAsUtc - asUtc.getTime()))
}

/** The dates a token may end on: tomorrow (in Zurich) up to a year from today. */
export function tokenDateRange(now = new Date()) {
  return {
    min: zurichDate(new Date(now.getTime() + dayMs)),
    max: zurichDate(new Date(now.getTime() + tokenMaxDays * dayMs)),
  }
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** A new token's fields: name, scope and expiry. */
const createTokenFields = {
  name: z
    .string({ error: 'tokenNameRequired' })
    .trim()
    .min(1, { error: 'tokenNameRequired', abort: true })
    .max(tokenNameMaxLength, { error: 'tokenNameTooLong' }),
  scope: tokenScope,
  expiresInDays: z
    .number({ error: 'tokenExpiryInvalid' })
    .int({ error: 'tokenExpiryInvalid' })
    .refine((days) => (tokenExpiryDays as readonly number[]).includes(days), {
      error: 'tokenExpiryInvalid',
    })
    .nullish(),
  expiresOn: z.string().regex(isoDate, { error: 'tokenDateInvalid' }).nullish(),
}

/**
 * The expiry is either `expiresInDays` (30, 90 or 365) or `expiresOn`, a date from tomorrow to a
 * year ahead at whose start (midnight in Zurich) the token ends.
 */
const withExpiry = <Schema extends z.ZodType<{ expiresInDays?: unknown; expiresOn?: unknown }>>(
  schema: Schema,
) =>
  schema
    .refine((input) => (input.expiresInDays == null) !== (input.expiresOn == null), {
      error: 'tokenExpiryRequired',
      path: ['expiresInDays'],
      when: ({ issues }) => issues.length === 0,
    })
    .refine(
      (input) => {
        if (input.expiresOn == null) return true
        const { min, max } = tokenDateRange()
        return String(input.expiresOn) >= min && String(input.expiresOn) <= max
      },
      {
        error: 'tokenDateOutOfRange',
        path: ['expiresOn'],
        when: ({ issues }) => issues.length === 0,
      },
    )

/** The form's fields, checked in the browser as typed. */
export const tokenForm = withExpiry(z.object(createTokenFields))

/**
 * The inputs of the tokens' operations, defined once: their GraphQL arguments (schema.ts,
 * through argsFromZod), their types and the server's checks.
 */
export const createTokenInput = withExpiry(
  z.object({ organisation: idInput, ...createTokenFields }),
)
export const tokenListInput = z.object({ organisation: idInput })
export const revokeTokenInput = z.object({ id: idInput })

export type TokenForm = z.input<typeof tokenForm>
export type TokenFormField = keyof TokenForm

/** When a token with this (checked) expiry ends. */
export const tokenExpiresAt = (
  input: Pick<z.output<typeof createTokenInput>, 'expiresInDays' | 'expiresOn'>,
  now = new Date(),
): Date =>
  input.expiresOn
    ? zurichMidnight(input.expiresOn)
    : new Date(now.getTime() + (input.expiresInDays ?? 0) * dayMs)

export const statusOf = (
  token: { revokedAt?: string | null; expiresAt: string },
  now = new Date(),
): ApiTokenStatus =>
  token.revokedAt ? 'revoked' : new Date(token.expiresAt) <= now ? 'expired' : 'valid'
