import { z } from 'zod'

import { emailMaxLength, emailPattern, passwordProblem } from './limits'

/**
 * Input rules every control feature shares, as zod schemas for the browser (shown at once) and
 * the server (checked again). An issue's message is the message key the browser translates.
 */

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
  .pipe(
    z
      .email({ pattern: emailPattern, error: 'emailInvalid' })
      .max(emailMaxLength, { error: 'emailInvalid' }),
  )

/** A new password: its first problem (limits.ts) is the issue's message. */
export const password = z.string({ error: 'required' }).superRefine((value, context) => {
  const problem = passwordProblem(value)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})

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
