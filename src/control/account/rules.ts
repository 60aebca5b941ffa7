import { z } from 'zod'

import { locales } from '@/i18n/locales'

import { emailAddress, password } from '../shared/rules'

/**
 * The account's rules, shared by the browser (shown on the forms before the first error) and the
 * server (the operations and the customers collection). Each problem is a message key; the
 * password's rules are in ../shared/rules.ts.
 */
/** The profile's name (also the customers collection's name field). */
export const nameMaxLength = 120

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

/** The account data download (a REST route: the browser saves the JSON file it answers with). */
export const accountDataPath = '/api/customers/account-data'
