'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

import { useClientSnapshot } from '@/components/hooks/useClientSnapshot'

/** In preview mode: re-renders the route whenever the editor saves in the admin's live preview. */
export function LivePreview() {
  const router = useRouter()
  const origin = useClientSnapshot<string | null>(() => window.location.origin, null)
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
