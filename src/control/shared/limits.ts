/**
 * The e-mail and password rules as plain functions, without zod: the sign-in pages check with
 * them in the browser, where they load no schema library, and rules.ts builds the server's zod
 * schemas from them, so both sides apply one definition.
 */

/** The longest e-mail address accepted anywhere (RFC 5321 path limit). */
export const emailMaxLength = 254

/** zod's own e-mail pattern (`z.regexes.email`), which the server's schema is given. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** An address as the server takes it: trimmed, in lower case, of at most 254 characters. */
export function isEmail(value: string): boolean {
  const address = value.trim().toLowerCase()
  return address.length <= emailMaxLength && emailPattern.test(address)
}

export const passwordMinLength = 10
export const passwordMaxLength = 128

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'required'

/** 10–128 characters (the minimum counted in characters, the maximum in UTF-16 units). */
export function passwordProblem(value: unknown): PasswordProblem | null {
  if (typeof value !== 'string' || !value) return 'required'
  if ([...value].length < passwordMinLength) return 'passwordTooShort'
  if (value.length > passwordMaxLength) return 'passwordTooLong'
  return null
}
