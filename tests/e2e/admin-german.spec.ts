import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { e2eBaseUrl } from '../helpers/e2e/server'
import {
  adminToken,
  authHeaders,
  createStaff,
  lexicalParagraph,
  logInToAdmin,
} from '../helpers/e2e/site'

// Staff in Zurich with a German browser: the admin in German, dates in Swiss local time.
test.use({ locale: 'de-CH', timezoneId: 'Europe/Zurich' })
test.describe.configure({ mode: 'serial' })

/** "25.11.2026, 14:12": day.month.year and a 24-hour clock. */
const swissDateTime = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/
/** A time of a picker's list: "14:00", never "2:00 PM" or "12:00 vorm.". */
const swissTime = /^\d{2}:\d{2}$/

/** A draft post, via REST as the admin. */
async function draftPost(request: APIRequestContext, data: Record<string, unknown>) {
  const created = await request.post('/api/posts?locale=de-CH&draft=true', {
    headers: authHeaders(await adminToken(request)),
    data: { excerpt: 'Kurz', content: lexicalParagraph('Text'), _status: 'draft', ...data },
  })
  expect(created.status()).toBe(201)
  return (await created.json()).doc as { id: number; title: string }
}

/** The texts of a react-datepicker's open time list. */
const timeList = (page: Page) => page.locator('.react-datepicker__time-list-item').allInnerTexts()

test.describe('the admin in Swiss German', () => {
  let editor: { email: string; id: number }

  test.beforeAll(async ({ request }) => {
    editor = await createStaff(request, 'editor', 'Redaktion')
  })

  test('a date field, the document and the list show Swiss dates; English stays English', async ({
    page,
    request,
  }) => {
    // 13:12 UTC on 25 November is 14:12 in Zurich.
    const post = await draftPost(request, {
      title: `Datum ${Date.now()}`,
      publishedAt: '2026-11-25T13:12:00.000Z',
    })
    await logInToAdmin(page, editor.email, 'de')
    await page.goto(`/admin/collections/posts/${post.id}`)
    const publishedAt = page.locator('#field-publishedAt input')
    await expect(publishedAt).toHaveValue('25.11.2026, 14:12')
    await publishedAt.click()
    await expect(page.locator('.react-datepicker__time-list-item').first()).toBeVisible()
    const times = await timeList(page)
    expect(times.length).toBeGreaterThan(0)
    expect(times.filter((time) => !swissTime.test(time.trim()))).toEqual([])
    expect(times).toContain('14:00')
    await page.keyboard.press('Escape')

    // "Zuletzt geändert" and "Erstellt" beside the save buttons.
    await expect(page.locator('.doc-controls')).toContainText(
      /Zuletzt geändert:\s*\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/,
    )

    // The list's date column.
    await page.goto(`/admin/collections/posts?where[id][equals]=${post.id}`)
    await expect(page.locator('.cell-publishedAt').first()).toHaveText('25.11.2026, 14:12')

    // The English admin keeps its own formats.
    await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: e2eBaseUrl() }])
    await page.goto(`/admin/collections/posts/${post.id}`)
    await expect(page.locator('#field-publishedAt input')).toHaveValue('Nov 25, 2026 2:12 PM')
  })

  test('the schedule-publish drawer picks and lists times the Swiss way', async ({
    page,
    request,
  }) => {
    const post = await draftPost(request, { title: `Zeitplan ${Date.now()}` })
    await logInToAdmin(page, editor.email, 'de')
    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('#action-save-popup .popup-button').click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    const input = drawer.locator('.react-datepicker__input-container input')
    await input.click()
    await page.locator('.react-datepicker__day--today').first().click()
    const times = await timeList(page)
    expect(times.filter((time) => !swissTime.test(time.trim()))).toEqual([])
    await page
      .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
      .last()
      .click()
    await expect(input).toHaveValue(swissDateTime)
    const chosen = await input.inputValue()

    await drawer.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Erfolgreich geplant')).toBeVisible()
    // The upcoming publications, with the chosen time.
    await expect(drawer.locator('.schedule-publish__upcoming table')).toContainText(chosen)
  })

  test('deleting an image in use says where it is used, in German, and keeps it', async ({
    page,
    request,
  }) => {
    const headers = authHeaders(await adminToken(request))
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#0a6' },
    })
      .png()
      .toBuffer()
    const uploaded = await request.post('/api/media?locale=de-CH', {
      headers,
      multipart: {
        file: { name: `bild-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: 'Ein grünes Bild' }),
      },
    })
    expect(uploaded.status()).toBe(201)
    const image = (await uploaded.json()).doc as { id: number; filename: string }
    const post = await draftPost(request, { title: `Mit Bild ${Date.now()}`, heroImage: image.id })
    const message = new RegExp(
      `Diese Datei wird noch verwendet und kann nicht gelöscht werden: Beitrag «${post.title}»`,
    )
    const stillThere = async () =>
      (await request.get(`/api/media/${image.id}?depth=0`, { headers })).status()

    await logInToAdmin(page, editor.email, 'de')
    // The edit view: Payload's own words in Swiss spelling, then delete.
    await page.goto(`/admin/collections/media/${image.id}`)
    await expect(page.getByText('Verwendet an 1 Stelle:')).toBeVisible()
    await expect(page.locator('body')).not.toContainText('ß')
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.locator('#action-delete').click()
    await page.locator('#confirm-action').click()
    await expect(page.locator('.payload-toast-item.toast-error')).toContainText(message)
    expect(await stillThere()).toBe(200)

    // The list and its bulk delete.
    await page.goto(`/admin/collections/media?where[id][equals]=${image.id}`)
    await page.locator('table tbody tr input[type="checkbox"]').first().check()
    await page.locator('.list-selection .delete-documents__toggle').click()
    await page.locator('#confirm-action').click()
    await expect(page.locator('.payload-toast-item.toast-error').last()).toContainText(message)
    expect(await stillThere()).toBe(200)
  })

  test('the live preview names its sizes in the admin language', async ({ page, request }) => {
    const post = await draftPost(request, {
      title: `Vorschau ${Date.now()}`,
      slug: `vorschau-${Date.now()}`,
    })
    await logInToAdmin(page, editor.email, 'de')
    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('#live-preview-toggler').click()
    const sizes = page.locator('.live-preview-toolbar-controls__breakpoint')
    await sizes.locator('.popup-button').click()
    const options = page.locator('.popup__content .popup-button-list__button')
    await expect(options).toHaveText(['Smartphone', 'Tablet', 'Desktop', 'Responsive'])
    await options.filter({ hasText: 'Smartphone' }).click()
    await expect(sizes.locator('.popup-button')).toHaveText('Smartphone')
    await expect(page.locator('.live-preview-window')).toBeVisible()
  })
})
