/**
 * The longest value each kind of form field takes. Without zod, so that the browser's fields
 * (their maxLength) and the server's rules (rules.ts) read the same numbers.
 */
export const limits = {
  text: 200,
  email: 254,
  url: 2048,
  phone: 40,
  textarea: 5000,
  number: 30,
  select: 200,
  captcha: 5,
  entries: 40,
} as const
