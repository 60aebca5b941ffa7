import { randomUUID } from 'node:crypto'

import { expect } from 'vitest'

import { cookieHeader, graphql, send, visitorAddress } from './client'
import { mailsAbout } from './contact'
import type { MailSink } from '../smtp'

export type CustomerAccount = { email: string; password: string }

/**
 * A customer of the control area signed up through `base` and verified (the link of the e-mail a
 * worker sends).
 */
export async function verifiedCustomer(base: string, smtp: MailSink): Promise<CustomerAccount> {
  const email = `customer-${randomUUID().slice(0, 8)}@cluster.example`
  const password = 'cluster-customer-password'
  const signUp = await graphql(
    base,
    `
      mutation SignUp($email: String!, $password: String!) {
        signUpCustomer(email: $email, password: $password, locale: "en")
      }
    `,
    { email, password },
    { from: visitorAddress() },
  )
  expect(signUp.errors).toBeUndefined()
  const mail = await smtp.waitFor(
    (message) => mailsAbout([message], email).confirmation > 0,
    60_000,
  )
  const link = /https?:\/\/[^\s"<>]+\/verify\?token=[^\s"<>]+/.exec(mail.text ?? '')?.[0]
  expect(link).toBeTruthy()
  const verify = new URL(link!.replace(/&amp;/g, '&'))
  expect((await send(`${base}${verify.pathname}${verify.search}`)).status).toBe(200)
  return { email, password }
}

/** The control area's log-in of `account` through `base`, from an address of its own. */
export const logInCustomer = (base: string, { email, password }: CustomerAccount) =>
  graphql(
    base,
    `
      mutation LogIn($email: String!, $password: String!) {
        logInCustomer(email: $email, password: $password)
      }
    `,
    { email, password },
    { from: visitorAddress() },
  )

/** A verified customer signed in through `base`: the Cookie header of the session. */
export async function signedInCustomer(base: string, smtp: MailSink): Promise<string> {
  const login = await logInCustomer(base, await verifiedCustomer(base, smtp))
  expect(login.errors).toBeUndefined()
  const cookie = cookieHeader(login.headers)
  expect(cookie).toContain('payload-token=')
  return cookie
}
