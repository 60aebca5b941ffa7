import { z } from 'zod'

/**
 * Input rules every control feature shares, as zod schemas for the browser (shown at once) and
 * the server (checked again). An issue's message is the message key the browser translates.
 */

/** The longest e-mail address accepted anywhere (RFC 5321 path limit). */
export const emailMaxLength = 254

/** Text as typed: trimmed, and empty when missing. */
export const trimmed = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim())

/** An e-mail address, trimmed and in lower case; `emailInvalid` otherwise (also when empty). */
export const emailAddress = z
  .string({ error: 'emailInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'emailInvalid' }).max(emailMaxLength, { error: 'emailInvalid' }))

export const isEmail = (value: string) => emailAddress.safeParse(value).success

export const passwordMinLength = 10
export const passwordMaxLength = 128

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

/** The first problem of each field, by field name (an empty object: no problem). */
export function fieldErrors<Field extends string = string>(
  schema: z.ZodType,
  input: unknown,
): Partial<Record<Field, string>> {
  const result = schema.safeParse(input)
  const errors: Partial<Record<Field, string>> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field
    errors[field] ??= issue.message
  }
  return errors
}

/** The first problem of a single value, or null. */
export const firstProblem = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}
