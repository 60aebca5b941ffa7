import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import {
  createOrganisation,
  languages,
  launchQuickly,
  logIn,
  signUpAndVerify,
  uniqueEmail,
} from '../helpers/e2e/control'

const listEngines = `query($o: ID!) { controlInstances(organisation: $o) { shopName } }`

/** Calls /api/graphql from the page, as a script would, with the token and no other credentials of its own. */
async function withToken(page: Page, secret: string, organisation: string) {
  return page.evaluate(
    async ({ secret, query, organisation }) => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { o: organisation } }),
      })
      return { status: response.status, body: await response.json() }
    },
    { secret, query: listEngines, organisation },
  )
}

/**
 * Organisation API tokens in both languages: the owner opens the API tokens page from the
 * organisation, creates a token, sees its secret once, lists the engines with it through
 * /api/graphql, revokes it by keyboard after the confirmation, and the token no longer works.
 */
for (const lang of languages) {
  test(`an owner creates an API token, uses it and revokes it (${lang.prefix})`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const m = lang.m
    const t = m.tokens
    const owner = uniqueEmail(`tokens-${lang.prefix}`)
    const shopName = `Token Shop ${lang.prefix.toUpperCase()}`
    const tokenName = `CI ${lang.prefix}`

    await signUpAndVerify(page, lang, owner)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, owner)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
    const orgId = await createOrganisation(page, lang, `Tokens ${lang.prefix.toUpperCase()} AG`)
    await launchQuickly(page, lang, orgId, shopName)

    await page.goto(`/${lang.prefix}/control/organisations/${orgId}`)
    await page.getByRole('link', { name: m.orgDetail.manageTokens }).click()
    await expect(page).toHaveURL(
      new RegExp(`/${lang.prefix}/control/organisations/${orgId}/api-tokens$`),
    )
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByText(t.empty)).toBeVisible()

    // Create: name, scope, expiry.
    const main = page.getByRole('main')
    await main.getByLabel(t.create.name).fill(tokenName)
    await main.getByRole('radio', { name: t.scope.read }).check()
    await main.getByLabel(t.create.expiry).selectOption('30')
    await main.getByRole('button', { name: t.create.submit }).click()

    // The secret, once, with its warning and a copy button; focus moves to it.
    const shown = page.getByTestId('new-api-token')
    await expect(shown.getByRole('heading', { name: t.secret.title })).toBeFocused()
    await expect(shown.getByText(t.secret.warning)).toBeVisible()
    await expect(shown.getByRole('button', { name: t.secret.copy })).toBeVisible()
    const secret = await shown.getByLabel(t.secret.label.replace('{name}', tokenName)).inputValue()
    expect(secret).toMatch(/^ubt_[A-Za-z0-9_-]{43}$/)
    const row = page.getByTestId('api-tokens').getByRole('row', { name: new RegExp(tokenName) })
    await expect(row).toContainText(t.status.valid)
    const audit = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(audit.violations.map((violation) => violation.id)).toEqual([])
    await expect(row).toContainText(t.scope.read)
    await expect(row).toContainText(secret.slice(0, 12))

    // A script lists the organisation's engines with it (the page's session cookie is ignored).
    const used = await withToken(page, secret, orgId)
    expect(used.status).toBe(200)
    expect(used.body.data.controlInstances).toEqual([{ shopName }])

    // Gone once dismissed, and never shown again; "last used" is now set.
    await shown.getByRole('button', { name: t.secret.done }).click()
    await expect(shown).toBeHidden()
    await page.reload()
    await expect(row).toBeVisible()
    expect(await page.content()).not.toContain(secret.slice(12))
    await expect(row).not.toContainText(t.never)

    // Revoke by keyboard, confirmed in place.
    await row.getByRole('button', { name: t.revoke }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(t.revokeConfirm.replace('{name}', tokenName))).toBeVisible()
    await expect(row.getByRole('button', { name: m.team.confirm })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText(t.revoked.replace('{name}', tokenName))).toBeVisible()
    await expect(row).toContainText(t.status.revoked)

    const refused = await withToken(page, secret, orgId)
    expect(refused.status).toBe(401)
    expect(refused.body.errors[0].message).toBe('invalidApiToken')
  })
}
