import { expect, test } from '@playwright/test'

import {
  createOrganisation,
  languages,
  launchQuickly,
  linkFrom,
  logIn,
  signUpAndVerify,
  uniqueEmail,
} from '../helpers/e2e/control'
import { waitForMail } from '../helpers/e2e/mail'

const [en] = languages

test('an invited member sees the instance without edit controls, and the API refuses the member’s change', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const m = en.m
  const owner = uniqueEmail('owner')
  const member = uniqueEmail('member')

  await signUpAndVerify(page, en, owner)
  await page.goto('/en/login')
  await logIn(page, en, owner)
  await expect(page).toHaveURL(/\/en\/control$/)
  const orgId = await createOrganisation(page, en, 'Shared AG')
  const instancePath = await launchQuickly(page, en, orgId, 'Shared Shop')
  await expect(page.getByRole('link', { name: m.instance.upgrade })).toBeVisible()

  await page.goto(`/en/control/organisations/${orgId}`)
  await page.getByRole('main').getByLabel(m.orgDetail.inviteEmail).fill(member)
  await page.getByRole('main').getByRole('button', { name: m.orgDetail.inviteSubmit }).click()
  await expect(page.getByText(m.orgDetail.invited.replace('{email}', member))).toBeVisible()
  const invitation = await waitForMail((entry) => entry.to.includes(member))
  const joinLink = linkFrom(invitation, '/en/control/join')
  await page.goto('/en/control')
  await page.getByRole('main').getByRole('button', { name: m.nav.logout }).click()
  await expect(page).toHaveURL(/\/en\/login\?loggedOut=1$/)

  await signUpAndVerify(page, en, member)
  await page.goto('/en/login')
  await logIn(page, en, member)
  await expect(page).toHaveURL(/\/en\/control$/)
  await page.goto(joinLink)
  await page.getByRole('main').getByRole('button', { name: m.join.accept }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Shared AG' })).toBeVisible()

  await page.goto(instancePath)
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Shop' })).toBeVisible()
  await expect(page.getByText(m.instance.readOnly)).toBeVisible()
  await expect(page.getByRole('link', { name: m.instance.upgrade })).toHaveCount(0)
  await expect(page.getByRole('link', { name: m.instance.eject })).toHaveCount(0)

  // The member's session cookie cannot change the owner's instance through REST or GraphQL.
  const instanceId = instancePath.split('/').pop()!
  // Payload honours the session cookie only from the site's own origin, as a browser sends it.
  const headers = { origin: new URL(page.url()).origin }
  const found = await page.request.get(
    `/api/engine-instances?where[instanceId][equals]=${instanceId}&depth=0`,
    { headers },
  )
  expect(found.status()).toBe(200)
  const doc = (await found.json()).docs[0] as {
    id: number
    smtpHost: string | null
    recipientEmail: string
  }
  const patched = await page.request.patch(`/api/engine-instances/${doc.id}`, {
    headers,
    data: { smtpHost: 'smtp.attacker.example', recipientEmail: 'attacker@attacker.example' },
  })
  expect(patched.status()).toBe(403)
  const viaGraphql = await page.request.post('/api/graphql', {
    headers,
    data: {
      query:
        'mutation Change($id: Int!) { updateEngineInstance(id: $id, data: { recipientEmail: "attacker@attacker.example" }) { id } }',
      variables: { id: doc.id },
    },
  })
  const body = (await viaGraphql.json()) as {
    errors?: { message: string }[]
    data?: { updateEngineInstance: unknown } | null
  }
  // Payload's access error, in the admin's fallback language (German) or English.
  expect(body.errors?.[0]?.message).toMatch(/not allowed|keine Berechtigung/i)
  expect(body.data?.updateEngineInstance ?? null).toBeNull()
  const after = await page.request.get(`/api/engine-instances/${doc.id}?depth=0`, { headers })
  expect((await after.json()).recipientEmail).toBe(doc.recipientEmail)
})
