import { expect, test, type Locator, type Page } from '@playwright/test'

import { waitForMail } from '../helpers/e2e/mail'
import { e2eBaseUrl } from '../helpers/e2e/server'
import {
  adminToken,
  authHeaders,
  createStaff,
  lexicalParagraph,
  logInToAdmin,
  waitForText,
} from '../helpers/e2e/site'

// The admin in German: the browser's language and Payload's language cookie both say so.
test.use({ locale: 'de-CH' })
test.describe.configure({ mode: 'serial' })

/**
 * Picks an option of a Payload select or relationship field (react-select) and waits until the
 * field shows it. The form may render again while the menu is open (after the previous field's
 * change) and close it: then the menu is opened again.
 */
async function choose(page: Page, field: Locator, option: string | RegExp) {
  await expect(async () => {
    if (!(await page.locator('.rs__menu').isVisible())) await field.locator('.rs__control').click()
    await page.locator('.rs__option', { hasText: option }).first().click({ timeout: 5_000 })
    await expect(field.locator('.rs__single-value')).toContainText(option, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

async function sendForm(page: Page, form: Locator, submit: string | RegExp) {
  await page.waitForTimeout(2200) // the server refuses forms filled faster than 2 s
  await form.getByRole('button', { name: submit }).click()
  await expect(page.getByTestId('form-success')).toContainText('Vielen Dank für Ihre Nachricht')
}

test.describe('the admin for staff, in German', () => {
  let editor: { email: string; id: number }
  let support: { email: string; id: number }

  test.beforeAll(async ({ request }) => {
    editor = await createStaff(request, 'editor', 'Redaktion')
    support = await createStaff(request, 'support', 'Support')
  })

  test('an editor drafts a case study, previews it, and its scheduled publication reaches the site', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const headers = authHeaders(await adminToken(request))
    const stamp = Date.now()
    const slug = `zeitplan-${stamp}`
    const publicPath = `/de/erfolgsgeschichten/${slug}`
    const created = await request.post('/api/case-studies?locale=de-CH', {
      headers,
      data: {
        title: `Veröffentlicht ${stamp}`,
        slug,
        client: 'Muster AG',
        industry: 'Handel',
        summary: 'Ein Shop, der schneller wurde.',
        content: lexicalParagraph('Die Geschichte.'),
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id as number
    await waitForText(request, publicPath, `Veröffentlicht ${stamp}`)

    const draftTitle = `Geplant ${stamp}`
    await logInToAdmin(page, editor.email, 'de')
    await page.goto(`/admin/collections/case-studies/${id}`)
    await page.locator('#field-title').fill(draftTitle)
    // Case studies save drafts on their own (autosave): wait until the draft is stored.
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(`/api/case-studies/${id}?draft=true&depth=0&locale=de-CH`, {
                headers,
              })
            ).json()
          ).title,
        { timeout: 20_000 },
      )
      .toBe(draftTitle)

    // The preview shows the draft at the public path; visitors still get the published title.
    const preview = await page.locator('#preview-button').getAttribute('href')
    expect(new URL(preview!, e2eBaseUrl()).searchParams.get('path')).toBe(publicPath)
    const previewPage = await page.context().newPage()
    await previewPage.goto(preview!)
    await expect(previewPage.getByRole('heading', { level: 1 })).toContainText(draftTitle)
    await previewPage.close()
    expect(await (await request.get(publicPath)).text()).not.toContain(draftTitle)

    // Schedule the publication at the next minute the picker offers.
    await page.locator('#action-save-popup .popup-button').click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    await drawer.locator('.react-datepicker__input-container input').click()
    await page.locator('.react-datepicker__day--today').first().click()
    // Picking a time closes the picker; on a busy machine a click can land while it renders
    // again, and then the time is picked once more.
    const picker = page.locator('.react-datepicker-popper')
    await expect(async () => {
      if (await picker.isVisible())
        await page
          .locator(
            '.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)',
          )
          .first()
          .click({ timeout: 5_000 })
      await expect(picker).toBeHidden({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await drawer.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Erfolgreich geplant')).toBeVisible()

    const jobs = (
      await (
        await request.get(
          '/api/payload-jobs?depth=0&limit=100&sort=-createdAt&where[taskSlug][equals]=schedulePublish',
          { headers },
        )
      ).json()
    ).docs as { waitUntil: string; input: { doc?: { value: string } } }[]
    const job = jobs.find((candidate) => String(candidate.input.doc?.value) === String(id))
    expect(job).toBeTruthy()
    const scheduledFor = new Date(job!.waitUntil).getTime()
    expect(scheduledFor).toBeGreaterThan(stamp)

    // No rebuild: the job runner publishes, the hooks revalidate, the page changes.
    await waitForText(request, publicPath, draftTitle, 150_000)
    expect(Date.now()).toBeGreaterThanOrEqual(scheduledFor)
    const published = await (
      await request.get(`/api/case-studies/${id}?depth=0&locale=de-CH`, { headers })
    ).json()
    expect(published).toMatchObject({ title: draftTitle, _status: 'published' })
  })

  test('restoring an older footer version brings the old footer back on the site', async ({
    page,
    request,
  }) => {
    const headers = authHeaders(await adminToken(request))
    const original = (await (await request.get('/api/globals/footer?locale=de-CH&depth=0')).json())
      .tagline as string
    const older = original || `Fusszeile ${Date.now()}`
    const newer = `Neue Fusszeile ${Date.now()}`
    // Two published versions: the current text, then a new one that the site shows.
    for (const tagline of [older, newer]) {
      const saved = await request.post('/api/globals/footer?locale=de-CH', {
        headers,
        data: { tagline, _status: 'published' },
      })
      expect(saved.status()).toBe(200)
    }
    await waitForText(request, '/de', newer)

    const versions = await (
      await request.get(
        '/api/globals/footer/versions?locale=de-CH&depth=0&sort=-createdAt&limit=5',
        {
          headers,
        },
      )
    ).json()
    const olderVersion = (
      versions.docs as { id: number; version: { tagline?: string; _status?: string } }[]
    ).find((doc) => doc.version.tagline === older && doc.version._status === 'published')
    expect(olderVersion).toBeTruthy()

    await logInToAdmin(page, editor.email, 'de')
    await page.goto(`/admin/globals/footer/versions/${olderVersion!.id}`)
    await page.getByRole('button', { name: 'Diese Version wiederherstellen' }).click()
    await page.getByRole('button', { name: 'Bestätigen' }).click()

    const html = await waitForText(request, '/de', older)
    expect(html).not.toContain(newer)
  })

  test('the dashboard shows a new contact request and leads to it; support takes it and sets its status', async ({
    page,
    request,
  }) => {
    const stamp = Date.now()
    const visitorEmail = `lead-${stamp}@example.com`
    await page.goto('/de/kontakt')
    const form = page.locator('form[data-form="contact"]')
    await expect(form).toHaveAttribute('data-ready', 'true')
    await form.getByLabel('Name').fill(`Interessentin ${stamp}`)
    await form.getByLabel('E-Mail-Adresse').fill(visitorEmail)
    await form.getByLabel('Nachricht').fill('Bitte um ein Angebot.')
    await expect(form).toHaveAttribute('data-started', 'true') // the server-issued form start
    await sendForm(page, form, 'Senden')
    // Support opens the request once its e-mails are out, as the staff notification tells them
    // to. Sending them records each on the submission, and Payload's edit view would report that
    // write as a change by someone else (its stale-data dialogue) to a form opened before it.
    const headers = authHeaders(await adminToken(request))
    await expect
      .poll(
        async () => {
          const found = await (
            await request.get(
              `/api/form-submissions?depth=0&where[email][equals]=${encodeURIComponent(visitorEmail)}`,
              { headers },
            )
          ).json()
          const notifications = found.docs[0]?.notifications ?? {}
          return Boolean(notifications.staffNotifiedAt && notifications.confirmationSentAt)
        },
        { timeout: 45_000 },
      )
      .toBe(true)

    await logInToAdmin(page, support.email, 'de')
    await expect(page.getByRole('heading', { name: 'Was ansteht' })).toBeVisible()
    const leads = page.locator('section', {
      has: page.getByRole('heading', { name: 'Anfragen der letzten 7 Tage' }),
    })
    const contactLine = leads.locator('li', { hasText: 'Kontakt:' })
    await contactLine.getByRole('link', { name: /neu/ }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/form-submissions\?/)
    const row = page.locator('tbody tr', { hasText: visitorEmail })
    await expect(row).toHaveCount(1)
    await row.locator('a').first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/form-submissions\/\d+$/)
    await expect(page.locator('#field-email')).toHaveValue(visitorEmail)
    const submissionId = Number(page.url().split('/').pop())

    await choose(page, page.locator('#field-assignee'), support.email)
    await choose(page, page.locator('#field-status'), 'In Bearbeitung')
    await page.locator('#action-save').click()
    await expect(page.getByText(/erfolgreich/i).first()).toBeVisible()

    await expect
      .poll(async () => {
        const doc = await (
          await request.get(`/api/form-submissions/${submissionId}?depth=0`, { headers })
        ).json()
        return [doc.assignee, doc.status, doc.email]
      })
      .toEqual([support.id, 'in-progress', visitorEmail])
  })

  test('an audit request with a contact e-mail reaches staff with every field', async ({
    page,
  }) => {
    const stamp = Date.now()
    const contact = `shop-${stamp}@example.com`
    await page.goto('/de/e-commerce-audit')
    const form = page.locator('form[data-form="audit"]')
    await expect(form).toHaveAttribute('data-ready', 'true')
    await form.getByLabel('Webadresse Ihres Shops').fill(`shop-${stamp}.example.com`)
    await form.getByLabel('E-Mail-Adresse für unsere Antwort').fill(contact)
    await form.getByLabel('Name', { exact: true }).fill(`Inhaberin ${stamp}`)
    await form.getByLabel('Nachricht (optional)').fill('Der Checkout ist langsam.')
    const question = form.getByTestId('captcha-question')
    await expect(question).toHaveAttribute('data-question', /^\d+ \+ \d+ = \?$/)
    const [a, b] = ((await question.getAttribute('data-question'))!.match(/\d+/g) ?? []).map(Number)
    await form.locator('input[name="captcha"]').fill(String(a! + b!))
    await sendForm(page, form, /audit/i)

    const mail = await waitForMail(
      (received) => received.to !== contact && received.text.includes(contact),
    )
    expect(mail.to).toContain('leads@unbound.example')
    for (const text of [
      'Webadresse Ihres Shops: ', // labelled as the visitor saw the form
      `https://shop-${stamp}.example.com`,
      'E-Mail-Adresse für unsere Antwort: ',
      contact,
      'Name: ',
      `Inhaberin ${stamp}`,
      'Nachricht (optional): ',
      'Der Checkout ist langsam.',
    ])
      expect(mail.text).toContain(text)
  })
})
