import type { APIRequestContext } from '@playwright/test'

export const admin = { email: 'admin@unbound.example', password: 'e2e-admin-password' }

/** JWT of the staff admin for REST calls (Authorization: JWT …). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: admin })
  if (!response.ok())
    throw new Error(`admin login failed: ${response.status()} ${await response.text()}`)
  return (await response.json()).token as string
}

export const authHeaders = (token: string) => ({ Authorization: `JWT ${token}` })

type Slugged = { id: number; slug: { 'de-CH'?: string; en?: string } }

/** The first published document of a collection with its slugs in both locales (public REST). */
export async function firstDocument(
  request: APIRequestContext,
  collection: string,
): Promise<Slugged> {
  const response = await request.get(`/api/${collection}?locale=all&limit=1&depth=0&sort=createdAt`)
  const body = await response.json()
  const doc = body.docs?.[0] as Slugged | undefined
  if (!doc) throw new Error(`no ${collection} seeded`)
  return doc
}

/** Minimal Lexical rich text with one paragraph. */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [
            { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
          ],
        },
      ],
    },
  }
}

/** Polls a URL until its HTML contains the text (pages are regenerated in the background). */
export async function waitForText(
  request: APIRequestContext,
  url: string,
  text: string,
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    const response = await request.get(url)
    last = await response.text()
    if (response.status() === 200 && last.includes(text)) return last
    await new Promise((resolve) => setTimeout(resolve, 750))
  }
  throw new Error(`"${text}" did not appear at ${url}`)
}
