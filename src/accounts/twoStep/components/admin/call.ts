'use client'

import { adminText, type AdminI18n, type AdminTextKey } from '@/admin/translations'

export type Answer<T> =
  { ok: true; body: T } | { ok: false; message: string; data?: Record<string, unknown> }

/** The server's refusals by key, in the admin's words. */
const refusals: Record<string, AdminTextKey> = {
  codeInvalid: 'twoStepCodeInvalid',
  ticketInvalid: 'twoStepTicketInvalid',
  tooManyRequests: 'twoStepTooMany',
  setUpExpired: 'twoStepSetUpExpired',
  twoStepAlreadyOn: 'twoStepAlreadyOn',
  twoStepOff: 'twoStepIsOff',
  twoStepRequiredByPolicy: 'twoStepRequiredByPolicy',
  required: 'twoStepCodeInvalid',
}

/** A JSON request to the REST API with the session cookie; a refusal's message translated. */
export async function callApi<T>(i18n: AdminI18n, url: string, body?: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'include',
      headers: {
        'Accept-Language': i18n.language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => null)) as
      (T & { errors?: { message?: string; data?: Record<string, unknown> }[] }) | null
    if (response.ok && answer) return { ok: true, body: answer }
    const error = answer?.errors?.[0]
    const key = error?.message ? refusals[error.message] : undefined
    return {
      ok: false,
      message: key ? adminText(i18n, key) : error?.message || adminText(i18n, 'twoStepError'),
      data: error?.data,
    }
  } catch {
    return { ok: false, message: adminText(i18n, 'twoStepError') }
  }
}
