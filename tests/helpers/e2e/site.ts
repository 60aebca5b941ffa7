import { setTimeout as sleep } from 'node:timers/promises'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { e2eBaseUrl } from './server'

export const admin = { email: 'admin@unbound.example', password: 'e2e-admin-password' }

/** JWT of the staff admin for REST calls (Authorization: JWT …). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: admin })
  if (!response.ok())
    throw new Error(`admin login failed: ${response.status()} ${await response.text()}`)
  return (await response.json()).token as string
}

export const authHeaders = (token: string) => ({ Authorization: `JWT ${token}` })

/** An e-mail address no other test or run uses. */
export const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@unbound.example`

const staffPassword = 'e2e-staff-password-1'

/** A new staff user with the role, created by the admin through REST. */
export async function createStaff(
  request: APIRequestContext,
  role: 'editor' | 'support',
  name: string = role,
) {
  const email = unique(`staff-${role}`)
  const created = await request.post('/api/users', {
    headers: authHeaders(await adminToken(request)),
    data: { email, password: staffPassword, role, name },
  })
  expect(created.status()).toBe(201)
  return { email, id: (await created.json()).doc.id as number }
}

/**
 * Logs a staff user from createStaff into the admin, in German or English; with `language`,
 * Payload's language cookie picks the admin's language instead of the browser's.
 */
export async function logInToAdmin(page: Page, email: string, language?: 'de' | 'en') {
  if (language) {
    await page.context().addCookies([{ name: 'payload-lng', value: language, url: e2eBaseUrl() }])
  }
  await page.goto('/admin/login')
  // The admin's log-in form works once its scripts have loaded.
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/e-?mail/i).fill(email)
  await page.getByLabel(/passwor/i).fill(staffPassword)
  // Anchored: the log-in page also offers “Mit Passkey anmelden” / “Sign in with a passkey”.
  await page.getByRole('button', { name: /^(anmelden|log ?in)$/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

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
    await sleep(750)
  }
  throw new Error(`"${text}" did not appear at ${url}`)
}
