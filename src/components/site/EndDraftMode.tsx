'use client'

import { useEffect } from 'react'

/**
 * Rendered when a request came with the draft-mode cookie but without the session of someone who
 * may read drafts: the page shows what is published, and this ends draft mode in the browser.
 */
export function EndDraftMode() {
  useEffect(() => {
    void fetch('/next/exit-preview', { redirect: 'manual', credentials: 'same-origin' })
  }, [])
  return null
}
