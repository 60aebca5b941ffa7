import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import {
  createOrganisation,
  languages,
  linkFrom,
  logIn,
  signUpAndVerify,
  uniqueEmail,
  type Language,
} from '../helpers/e2e/control'
import { waitForMail } from '../helpers/e2e/mail'

async function logOut(page: Page, lang: Language) {
  await page.goto(`/${lang.prefix}/control`)
  await page.getByRole('main').getByRole('button', { name: lang.m.nav.logout }).click()
  await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/login\\?loggedOut=1$`))
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    results.violations.map((violation) => violation.id),
    label,
  ).toEqual([])
}

/**
 * The team in both languages, at 360 px: the owner invites a member, makes them an admin,
 * transfers ownership to them (confirmed by keyboard), and then leaves the organisation.
 */
for (const lang of languages) {
  test(`invite, make admin, transfer ownership, the old owner leaves (${lang.prefix})`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width: 360, height: 740 })
    const m = lang.m
    const owner = uniqueEmail(`team-owner-${lang.prefix}`)
    const member = uniqueEmail(`team-member-${lang.prefix}`)
    const orgName = `Team ${lang.prefix.toUpperCase()} AG`

    await signUpAndVerify(page, lang, owner)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, owner)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
    const orgId = await createOrganisation(page, lang, orgName)
    const orgPath = `/${lang.prefix}/control/organisations/${orgId}`

    // Invite: the invitation is listed with its expiry.
    await page.getByRole('main').getByLabel(m.orgDetail.inviteEmail).fill(member)
    await page.getByRole('main').getByRole('button', { name: m.orgDetail.inviteSubmit }).click()
    await expect(page.getByText(m.orgDetail.invited.replace('{email}', member))).toBeVisible()
    const invitations = page.getByTestId('team-invitations')
    await expect(invitations.getByText(member)).toBeVisible()
    await expect(
      invitations.getByText(m.team.invitations.expires.split('{')[0].trim()),
    ).toBeVisible()
    const invitation = await waitForMail((entry) => entry.to.includes(member))
    const joinLink = linkFrom(invitation, `/${lang.prefix}/control/join`)
    await logOut(page, lang)

    // The member joins.
    await signUpAndVerify(page, lang, member)
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, member)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
    await page.goto(joinLink)
    await page.getByRole('main').getByRole('button', { name: m.join.accept }).click()
    await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: m.team.leave })).toBeVisible()
    await logOut(page, lang)

    // The owner makes the member an admin; the member is told by e-mail.
    await page.goto(`/${lang.prefix}/login`)
    await logIn(page, lang, owner)
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control$`))
    await page.goto(orgPath)
    await page
      .getByRole('main')
      .getByLabel(m.team.roleLabel.replace('{email}', member))
      .selectOption('admin')
    await page.getByRole('main').getByRole('button', { name: m.team.saveRole }).click()
    await expect(
      page.getByText(
        m.team.roleSaved.replace('{email}', member).replace('{role}', m.organisations.role.admin),
      ),
    ).toBeVisible()
    await expect(
      page.getByRole('cell', { name: m.organisations.role.admin, exact: true }),
    ).toBeVisible()
    const roleMail = await waitForMail(
      (entry) =>
        entry.to.includes(member) &&
        entry.subject === lang.email.roleChanged.subject.replace('{organisation}', orgName),
    )
    expect(roleMail.text).toContain(orgName)

    await expectNoViolations(page, 'organisation page (owner)')
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)

    // Escape cancels the question and gives focus back to its button.
    const transfer = page.getByRole('main').getByRole('button', { name: m.team.transfer })
    const transferQuestion = page.getByText(
      m.team.transferConfirm.replace('{email}', member).replace('{organisation}', orgName),
    )
    await transfer.click()
    await expect(transferQuestion).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(transferQuestion).toHaveCount(0)
    await expect(transfer).toBeFocused()

    // Transfer ownership, confirmed with the keyboard.
    await transfer.click()
    await expect(transferQuestion).toBeVisible()
    const confirm = page.getByRole('main').getByRole('button', { name: m.team.confirm })
    await expect(confirm).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText(m.team.transferred.replace('{email}', member))).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: m.team.leave })).toBeVisible()
    await expect(
      page
        .getByTestId('activity-log')
        .getByText(
          m.team.activity.action.ownershipTransferred
            .replace('{actor}', owner)
            .replace('{subject}', member),
        ),
    ).toBeVisible()
    await expectNoViolations(page, 'organisation page (admin)')

    // The old owner, now an admin, leaves and no longer sees the organisation.
    await page.getByRole('main').getByRole('button', { name: m.team.leave }).click()
    await expect(
      page.getByText(m.team.leaveConfirm.replace('{organisation}', orgName)),
    ).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: m.team.confirm }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang.prefix}/control/organisations$`))
    await expect(page.getByRole('main').getByText(orgName)).toHaveCount(0)
    const response = await page.goto(orgPath)
    expect(response?.status()).toBe(404)
  })
}
