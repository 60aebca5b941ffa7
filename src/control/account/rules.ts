/** Password rules of customer accounts, shown on the forms before the first error and enforced by the server. */
export const passwordMinLength = 10
export const passwordMaxLength = 128

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'required'

export function passwordProblem(password: unknown): PasswordProblem | null {
  if (typeof password !== 'string' || password.length === 0) return 'required'
  if ([...password].length < passwordMinLength) return 'passwordTooShort'
  if (password.length > passwordMaxLength) return 'passwordTooLong'
  return null
}
/**
 * The rules of the account's profile, shared by the browser (shown at once) and the server
 * (updateMyProfile) and the customer collection's name field.
 */
export const nameMaxLength = 120
