import { z } from 'zod'

import { idInput } from '@/graphql/zodGraphQL'
import { locales } from '@/i18n/locales'

import { nameMaxLength } from './limits'
import { emailAddress, password } from '../shared/rules'

/**
 * The account's operations' inputs and rules, shared by the browser (shown on the forms before
 * the first error), the server (the operations check each field, the customers collection) and
 * GraphQL (schema.ts makes each input's arguments from it). Each problem is a message key; the
 * password's rules are in ../shared/limits.ts.
 */
/** A language the visitor's page is in: e-mails go out in it (an unknown one is the default). */
const pageLocale = z.string().nullish()

export const signUpInput = z.object({
  email: emailAddress,
  password,
  name: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim().slice(0, nameMaxLength)),
  locale: pageLocale,
})

/** Log-in checks nothing but the account: any text is an attempt. */
export const logInInput = z.object({ email: z.string(), password: z.string() })

export const passwordResetRequest = z.object({ email: emailAddress, locale: pageLocale })

export const passwordResetInput = z.object({ token: z.string(), password })

export const profileInput = z.object({
  name: z.string().trim().max(nameMaxLength, { error: 'nameTooLong' }),
  locale: z.string().pipe(z.enum(locales, { error: 'localeInvalid' })),
})

export const passwordChangeInput = z.object({ currentPassword: z.string(), newPassword: password })

export const emailChangeInput = z.object({ email: emailAddress, currentPassword: z.string() })

export const emailChangeConfirmation = z.object({ token: z.string() })

/** The password again, and the organisations the account owns, which go with it. */
export const accountDeletionInput = z.object({
  password: z.string(),
  confirmOrganisations: z.array(idInput),
})

/** The account data download (a REST route: the browser saves the JSON file it answers with). */
export const accountDataPath = '/api/customers/account-data'
