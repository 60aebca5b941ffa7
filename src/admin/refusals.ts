import type { AfterErrorHook } from 'payload'

/** What Payload's errors carry (APIError, ValidationError, Forbidden …), read without `instanceof`. */
type ErrorFields = {
  message?: unknown
  name?: unknown
  data?: unknown
  status?: unknown
  isPublic?: unknown
}

/** Payload's rule for showing an error's message to the client (isErrorPublic without debug). */
const shownToClient = ({ isPublic, status }: ErrorFields) =>
  isPublic === true || (isPublic !== false && typeof status === 'number' && status !== 500)

const hasFieldErrors = (data: unknown) =>
  typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors)

/**
 * REST answers keep a refusal's message (and a validation error's fields) in the production build.
 *
 * Payload formats an error for REST by `instanceof APIError` or `ValidationError` and otherwise by
 * its `name`. The production bundle holds those classes more than once — the copy a hook (or
 * Payload's own validation) throws is not always the copy the route handler checks — and its
 * minified classes have no name or a one-letter one. Every refusal then answered "An unknown error
 * occurred." (the admin's toast when deleting an image in use, assigning a lead, setting a
 * customer's password …) and a validation error lost the field list the admin marks fields with.
 * This config-wide afterError hook puts them back, for errors Payload itself would show.
 */
export const keepRefusalMessages: AfterErrorHook = ({ error, result }) => {
  if (!result) return // GraphQL: formats the error's own message
  const fields = error as ErrorFields
  if (!shownToClient(fields) || typeof fields.message !== 'string' || !fields.message) return
  // An answer a collection's afterError hook shaped (more than Payload's `errors`) stays as it is.
  if (Object.keys(result).some((key) => key !== 'errors' && key !== 'stack')) return
  const [first] = result.errors ?? []
  const data =
    typeof fields.data === 'object' && fields.data !== null
      ? (fields.data as Record<string, unknown>)
      : undefined
  if (first && first.message === fields.message && (!data || 'data' in first)) return
  const name =
    typeof fields.name === 'string' && /^[A-Z]\w*Error$/.test(fields.name)
      ? fields.name
      : hasFieldErrors(data)
        ? 'ValidationError'
        : 'APIError'
  return {
    response: {
      ...result,
      errors: [{ name, ...(data ? { data } : {}), message: fields.message }],
    },
  }
}
