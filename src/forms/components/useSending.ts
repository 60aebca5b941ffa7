'use client'

import { useState } from 'react'

import { useHydrated } from '@/components/hooks/useClientSnapshot'

import { loadRequests } from '../loadRequests'
import type { Outcome } from '../requests'

type Requests = Awaited<ReturnType<typeof loadRequests>>

/**
 * What the public forms share: whether React has hydrated, and sending one request through the
 * lazily loaded requests module.
 * A refused or failed request, or a module that cannot load, becomes `failure`.
 */
export function useSending() {
  const ready = useHydrated()
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<{ message: string | null } | null>(null)

  /** The request's result, or null when it failed (then `failure` says why). */
  const send = async <T>(
    request: (requests: Requests) => Promise<Outcome<T>>,
  ): Promise<T | null> => {
    setFailure(null)
    setLoading(true)
    try {
      const outcome = await request(await loadRequests())
      if ('result' in outcome) return outcome.result
      setFailure({ message: outcome.failure })
    } catch {
      setFailure({ message: null })
    } finally {
      setLoading(false)
    }
    return null
  }

  return { ready, loading, failure, send }
}
