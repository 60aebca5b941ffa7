'use client'

import { print, type DocumentNode } from 'graphql'

import { adminText, type AdminI18n, type AdminTextKey } from '@/admin/translations'

import { CeremonyError } from '../ceremony'

/** The passkeys' refusals (server and browser) in the admin's words. */
const refusals: Record<string, AdminTextKey> = {
  passkeyCancelled: 'passkeyCancelled',
  passkeyUnsupported: 'passkeyUnsupported',
  passkeyUnavailable: 'passkeyUnavailable',
  passkeyFailed: 'passkeyFailed',
  passkeyExists: 'passkeyExists',
  passkeyLimit: 'passkeyLimit',
  passkeyNameRequired: 'passkeyNameRequired',
  passkeyNameTooLong: 'passkeyNameTooLong',
  passkeyNotFound: 'passkeyNotFound',
  confirmationRequired: 'passkeyConfirmationRequired',
  wrongPassword: 'passkeyWrongPassword',
  noOtherPasskey: 'passkeyNoOther',
  tooManyRequests: 'passkeyTooManyRequests',
  temporarilyUnavailable: 'loginLimitsUnavailable',
}

/** A failure in the admin's words. */
export function refusalText(i18n: AdminI18n, error: unknown): string {
  const code = error instanceof CeremonyError ? error.code : (error as Error)?.message
  return adminText(i18n, refusals[code] ?? 'passkeyFailed')
}

/**
 * One of the passkeys' GraphQL operations from the admin, with the staff session's cookie;
 * throws an Error whose message is the server's refusal key.
 */
export async function callGraphQL<Result>(
  url: string,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<Result> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  })
  const body = (await response.json().catch(() => null)) as {
    data?: Result
    errors?: { message?: string }[]
  } | null
  const refusal = body?.errors?.[0]?.message
  if (refusal || !body?.data) throw new Error(refusal ?? 'passkeyFailed')
  return body.data
}
