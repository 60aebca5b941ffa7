import { z } from 'zod'

import { idInput } from '@/graphql/zodGraphQL'

/**
 * The passkeys' operations' inputs, shared by the browser and the server (and GraphQL, through
 * argsFromZod in schema.ts). Each problem is a message key under `control.account.passkeys.errors`.
 */

/** The two kinds of account that sign in: customers (control area) and staff (the admin). */
export const accountCollections = ['customers', 'users'] as const
export type PasskeyAccountCollection = (typeof accountCollections)[number]

/** The WebAuthn ceremonies a challenge is made for. */
export const ceremonies = ['register', 'signIn', 'confirm'] as const
export type Ceremony = (typeof ceremonies)[number]

export const passkeyNameMaxLength = 60
/** Passkeys one account may have. */
export const maxPasskeys = 20
/** A browser's answer (JSON) is a few hundred bytes to a few kilobytes. */
const responseMaxLength = 16_000

const browserResponse = z
  .string({ error: 'passkeyFailed' })
  .min(2, { error: 'passkeyFailed' })
  .max(responseMaxLength, { error: 'passkeyFailed' })

export const passkeyAccounts = z
  .enum(accountCollections, { error: 'passkeyFailed' })
  .meta({ id: 'PasskeyAccounts' })

export const passkeyName = z
  .string({ error: 'passkeyNameRequired' })
  .trim()
  .min(1, { error: 'passkeyNameRequired', abort: true })
  .max(passkeyNameMaxLength, { error: 'passkeyNameTooLong' })

/** A new passkey: the name its owner gives it and the browser's answer to the options. */
export const addPasskeyInput = z.object({ name: passkeyName, response: browserResponse })

/** The options of a confirmation by another passkey than `id` (the one to be removed). */
export const confirmationOptionsInput = z.object({ id: idInput })

/** Removing a passkey, confirmed by the account's password or by another of its passkeys. */
export const removePasskeyInput = z.object({
  id: idInput,
  password: z.string().max(1024).nullish(),
  response: browserResponse.nullish(),
})

export const signInOptionsInput = z.object({ accounts: passkeyAccounts })
export const signInInput = z.object({ accounts: passkeyAccounts, response: browserResponse })
