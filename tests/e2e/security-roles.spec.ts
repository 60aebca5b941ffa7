import { expect, test } from '@playwright/test'

import { adminToken, authHeaders, createStaff, logInToAdmin } from '../helpers/e2e/site'

test.describe('staff roles in the admin', () => {
  let editorEmail: string
  let supportEmail: string
  let submissionId: number
  let pageId: number

  test.beforeAll(async ({ request }) => {
    const headers = authHeaders(await adminToken(request))
    editorEmail = (await createStaff(request, 'editor')).email
    supportEmail = (await createStaff(request, 'support')).email
    const forms = await (await request.get('/api/forms?limit=1&depth=0', { headers })).json()
    const submission = await request.post('/api/form-submissions', {
      headers,
      data: { form: forms.docs[0].id, submissionData: [{ field: 'message', value: 'Role test' }] },
    })
    expect(submission.status()).toBe(201)
    submissionId = (await submission.json()).doc.id
    pageId = (await (await request.get('/api/pages?limit=1&depth=0', { headers })).json()).docs[0]
      .id
  })

  test('an editor sees no Users in the navigation and cannot open the list', async ({ page }) => {
    await logInToAdmin(page, editorEmail)
    await expect(page.getByRole('link', { name: /pages|seiten/i }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /^(users|benutzer)$/i })).toHaveCount(0)
    const response = await page.goto('/admin/collections/users')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('table')).toHaveCount(0)
  })

  test('support sets a submission’s status but cannot edit a page', async ({ page, request }) => {
    await logInToAdmin(page, supportEmail)
    await expect(page.getByRole('link', { name: /^(pages|seiten)$/i })).toHaveCount(0)

    await page.goto(`/admin/collections/form-submissions/${submissionId}`)
    const status = page.locator('#field-status')
    await status.click()
    await page.getByRole('option', { name: /^(done|erledigt)$/i }).click()
    await page.getByRole('button', { name: /^(save|speichern)$/i }).click()
    await expect
      .poll(async () => {
        const headers = authHeaders(await adminToken(request))
        const stored = await (
          await request.get(`/api/form-submissions/${submissionId}?depth=0`, { headers })
        ).json()
        return stored.status
      })
      .toBe('done')

    const edit = await page.goto(`/admin/collections/pages/${pageId}`)
    expect(edit?.status()).toBe(404)
    await expect(
      page.getByRole('button', { name: /^(save|speichern|publish|veröffentlichen)/i }),
    ).toHaveCount(0)
  })
})
