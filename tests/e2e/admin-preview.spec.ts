import { expect, test, type Page } from '@playwright/test'

import { adminToken, authHeaders, firstDocument } from './support/site'

const password = 'e2e-preview-password-1'
const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@unbound.example`

// The admin in German: Payload picks the language from the browser's.
test.use({ locale: 'de-CH' })

async function logInToAdmin(page: Page, email: string) {
  await page.goto('/admin/login')
  // The admin's log-in form works once its scripts have loaded.
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/e-?mail/i).fill(email)
  await page.getByLabel(/passwor/i).fill(password)
  await page.getByRole('button', { name: /anmelden|log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test.describe('case study preview in the admin', () => {
  let editorEmail: string
  let caseStudyId: number

  test.beforeAll(async ({ request }) => {
    const headers = authHeaders(await adminToken(request))
    editorEmail = unique('preview-editor')
    const created = await request.post('/api/users', {
      headers,
      data: { email: editorEmail, password, role: 'editor', name: 'Redaktion' },
    })
    expect(created.status()).toBe(201)
    caseStudyId = (await firstDocument(request, 'case-studies')).id
  })

  test('an editor drafts a change, opens the preview and sees the draft', async ({
    page,
    request,
    browser,
  }) => {
    const draftTitle = `Entwurf ${Date.now()}`
    await logInToAdmin(page, editorEmail)
    await page.goto(`/admin/collections/case-studies/${caseStudyId}`)
    const title = page.locator('#field-title')
    await title.fill(draftTitle)

    // Case studies save drafts on their own (autosave); wait until the draft is stored.
    await expect
      .poll(
        async () => {
          const headers = authHeaders(await adminToken(request))
          const stored = await (
            await request.get(`/api/case-studies/${caseStudyId}?draft=true&depth=0&locale=de-CH`, {
              headers,
            })
          ).json()
          return stored.title
        },
        { timeout: 20_000 },
      )
      .toBe(draftTitle)

    const preview = await page.locator('#preview-button').getAttribute('href')
    expect(preview).toContain('/next/preview?')
    const publicPath = new URL(preview!, 'http://site.test').searchParams.get('path')!
    expect(publicPath).toMatch(/^\/de\/erfolgsgeschichten\//)

    await page.goto(preview!)
    await expect(page).toHaveURL(new RegExp(`${publicPath}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(draftTitle)

    // Visitors keep seeing the published case study.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(publicPath)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(visitorPage.getByRole('heading', { level: 1 })).not.toContainText(draftTitle)
    await visitor.close()
  })
})
