'use client'

import type { DocumentNode } from 'graphql'

import { adminGraphQL } from '@/admin/graphql'
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
  lastStaffFactor: 'passkeyLastStaffFactor',
  tooManyRequests: 'passkeyTooManyRequests',
  temporarilyUnavailable: 'loginLimitsUnavailable',
}

/** A failure in the admin's words. */
export function refusalText(i18n: AdminI18n, error: unknown): string {
  const code = error instanceof CeremonyError ? error.code : (error as Error)?.message
  return adminText(i18n, refusals[code] ?? 'passkeyFailed')
}

/** One of the passkeys' GraphQL operations from the admin; throws the refusal key. */
export const callGraphQL = <Result>(
  url: string,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<Result> => adminGraphQL<Result>(url, document, variables, 'passkeyFailed')
