import { z } from 'zod'

import { locales } from '@/i18n/locales'

import { emailAddress, firstProblem } from '../shared/rules'

/**
 * The account's rules, shared by the browser (shown on the forms before the first error) and the
 * server (the operations and the customers collection). Each problem is a message key.
 */
export const passwordMinLength = 10
export const passwordMaxLength = 128
/** The profile's name (also the customers collection's name field). */
export const nameMaxLength = 120

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'required'

/** 10–128 characters (the minimum counted in characters, the maximum in UTF-16 units). */
export const password = z
  .string({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .refine((value) => [...value].length >= passwordMinLength, {
    error: 'passwordTooShort',
    abort: true,
  })
  .max(passwordMaxLength, { error: 'passwordTooLong' })

export const passwordProblem = (value: unknown) =>
  firstProblem(password, value) as PasswordProblem | null

export const signUpInput = z.object({
  email: emailAddress,
  password,
  name: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim().slice(0, nameMaxLength)),
})

export const profileInput = z.object({
  name: z.string().trim().max(nameMaxLength, { error: 'nameTooLong' }),
  locale: z.enum(locales, { error: 'localeInvalid' }),
})

export { emailAddress }

/** The account data download (a REST route: the browser saves the JSON file it answers with). */
export const accountDataPath = '/api/customers/account-data'
