import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { readsDrafts } from '@/access'

import { getPayloadClient } from './payload'

/**
 * Draft mode of this request: `off`; `on` while it carries the session of a staff user who may
 * read drafts; `refused` when it carries only the draft-mode cookie (one value for the whole
 * build, kept after log-out), which shows the published page. Safe in static pages: with draft
 * mode off nothing of the request is read.
 */
export const draftModeState = cache(async (): Promise<'off' | 'on' | 'refused'> => {
  let enabled: boolean
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return 'off'
  }
  if (!enabled) return 'off'
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return readsDrafts(user) ? 'on' : 'refused'
})

/** True while an editor previews drafts (see draftModeState). */
export const isPreview = async (): Promise<boolean> => (await draftModeState()) === 'on'
