import { print, type DocumentNode } from 'graphql'

/**
 * One GraphQL operation from an admin view, with the staff session's cookie. Throws an Error
 * whose message is the server's refusal key, or `fallback` when the answer carries none.
 */
export async function adminGraphQL<Result>(
  url: string,
  document: DocumentNode,
  variables: Record<string, unknown>,
  fallback: string,
): Promise<Result> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  })
  const body = (await response.json().catch(() => null)) as {
    data?: Result
    errors?: { message?: string }[]
  } | null
  const refusal = body?.errors?.[0]?.message
  if (refusal || !body?.data) throw new Error(refusal ?? fallback)
  return body.data
}
