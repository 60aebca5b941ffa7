'use client'

import { useCallback, useRef, useState } from 'react'

import type { IssueFormStartMutation } from '../documents.generated'
import { loadRequests } from '../loadRequests'

type FormStart = IssueFormStartMutation['issueFormStart']

/**
 * The server-issued start of a form without captcha (the minimum fill time counts from it):
 * fetched when the visitor first focuses the form, again when the last one has expired or could
 * not be fetched. `started` turns true once a token is at hand.
 */
export function useFormStart(enabled: boolean, locale: string) {
  const pending = useRef<Promise<FormStart | null> | null>(null)
  const latest = useRef<FormStart | null>(null)
  const [started, setStarted] = useState(false)

  const fetchStart = useCallback(async (): Promise<FormStart | null> => {
    try {
      const outcome = await (await loadRequests()).issueFormStart(locale)
      return 'result' in outcome ? outcome.result : null
    } catch {
      return null
    }
  }, [locale])

  const ensure = useCallback((): Promise<FormStart | null> => {
    const known = latest.current
    const usable = pending.current && (!known || Date.parse(known.expiresAt) > Date.now())
    if (!usable) {
      latest.current = null
      pending.current = fetchStart().then((start) => {
        latest.current = start
        if (!start) pending.current = null
        setStarted(Boolean(start))
        return start
      })
    }
    return pending.current!
  }, [fetchStart])

  /** For the form's onFocus. */
  const begin = useCallback(() => {
    if (enabled) void ensure()
  }, [enabled, ensure])

  /** The token to send with the form (fetched now if the visitor never focused the form). */
  const token = useCallback(
    async () => (enabled ? ((await ensure())?.token ?? null) : null),
    [enabled, ensure],
  )

  return { started, begin, token }
}
