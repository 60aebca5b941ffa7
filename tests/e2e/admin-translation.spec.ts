import { expect, test, type Page } from '@playwright/test'

import { adminToken, authHeaders, createStaff, logInToAdmin } from '../helpers/e2e/site'

// Editors in Zurich: the admin in German.
test.use({ locale: 'de-CH', timezoneId: 'Europe/Zurich' })
test.describe.configure({ mode: 'serial' })

/** The dashboard's "to translate" count for English (none listed: 0). */
async function englishToTranslate(page: Page): Promise<number> {
  await page.goto('/admin')
  const section = page.locator('[data-translation-dashboard]')
  await expect(section).toBeVisible()
  const english = section.locator('[data-locale="en"] [data-count]')
  return (await english.count()) > 0 ? Number(await english.getAttribute('data-count')) : 0
}

async function publish(page: Page) {
  await page
    .getByRole('button', { name: /veröffentlichen/i })
    .first()
    .click()
  await expect(page.locator('.payload-toast-container')).toContainText(/erfolgreich/i)
}

test('an editor sees English outdated after a German change, compares and marks it translated', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const german = `Preise ${stamp}`
  const token = await adminToken(request)
  const created = await request.post('/api/pages?locale=de-CH', {
    headers: authHeaders(token),
    data: { title: german, slug: `preise-${stamp}`, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  const english = await request.patch(`/api/pages/${id}?locale=en`, {
    headers: authHeaders(token),
    data: { title: `Pricing ${stamp}`, slug: `pricing-${stamp}`, _status: 'published' },
  })
  expect(english.status()).toBe(200)

  const editor = await createStaff(request, 'editor', 'Redaktion')
  await logInToAdmin(page, editor.email, 'de')
  const before = await englishToTranslate(page)

  // The German text changes and is published.
  await page.goto(`/admin/collections/pages/${id}?locale=de-CH`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue(german)
  await title.fill(`Unsere Preise ${stamp}`)
  await publish(page)

  // The list: English is outdated, German up to date; the filter finds the page.
  await page.goto(
    `/admin/collections/pages?locale=de-CH&where[translation.en][equals]=outdated&where[id][equals]=${id}`,
  )
  const row = page.locator('tbody tr').filter({ hasText: `Unsere Preise ${stamp}` })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Veraltet')
  await expect(row).toContainText('Aktuell')
  expect(await englishToTranslate(page)).toBe(before + 1)

  // The English edit view names the changed field with the old and new German text.
  await page.goto(`/admin/collections/pages/${id}?locale=en`)
  const banner = page.locator('[data-translation-banner="outdated"]')
  await expect(banner).toContainText('veraltet')
  const change = banner.locator('tr[data-path="title"]')
  await expect(change.locator('th')).toHaveText('Titel')
  await expect(change.locator('[data-before]')).toHaveText(german)
  await expect(change.locator('[data-after]')).toHaveText(`Unsere Preise ${stamp}`)

  // The editor updates the English text, then marks it translated.
  await page.locator('#field-title').fill(`Our pricing ${stamp}`)
  await publish(page)
  await expect(page.locator('[data-translation-banner="outdated"]')).toBeVisible()
  await page.getByRole('button', { name: 'Als übersetzt markieren' }).click()
  await expect(page.locator('[data-translation-banner="current"]')).toContainText('aktuell')

  await page.goto(`/admin/collections/pages?locale=de-CH&where[id][equals]=${id}`)
  const updated = page.locator('tbody tr').filter({ hasText: `Unsere Preise ${stamp}` })
  await expect(updated).not.toContainText('Veraltet')
  expect(await englishToTranslate(page)).toBe(before)
})
