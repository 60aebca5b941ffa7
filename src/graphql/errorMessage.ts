import { CombinedGraphQLErrors } from '@apollo/client/errors'

/**
 * The message to show for a failed operation: the server's own message when it sent one,
 * otherwise null (callers then show the localized "Error message not found.").
 */
export function graphqlErrorMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((entry) => entry.message?.trim())?.message
    return message?.trim() || null
  }
  if (error instanceof Error && error.message.trim()) return error.message
  return null
}
