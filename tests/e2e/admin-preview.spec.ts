import { expect, test } from '@playwright/test'

import {
  adminToken,
  authHeaders,
  createStaff,
  firstDocument,
  logInToAdmin,
} from '../helpers/e2e/site'

// The admin in German: Payload picks the language from the browser's.
test.use({ locale: 'de-CH' })

test.describe('case study preview in the admin', () => {
  let editorEmail: string
  let caseStudyId: number

  test.beforeAll(async ({ request }) => {
    editorEmail = (await createStaff(request, 'editor', 'Redaktion')).email
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
