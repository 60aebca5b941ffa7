'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { Status } from '@/control/shared/components/useCheckedSubmit'
import { useErrorText } from '@/control/shared/components/useErrorText'

/**
 * Runs a team operation: one at a time, the server's refusal in the team's words, a success
 * message, and the page read again from the server.
 */
export function useTeamAction() {
  const errorText = useErrorText('team.errors')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<Status>({})

  const run = async (operation: () => Promise<unknown>, success: string, after?: () => void) => {
    setBusy(true)
    setStatus({})
    try {
      await operation()
      setStatus({ success })
      if (after) after()
      else router.refresh()
    } catch (caught) {
      setStatus({ error: errorText(caught) })
    } finally {
      setBusy(false)
    }
  }
  return { busy, status, run }
}
