import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safePreviewPath } from '@/routing/preview'

/** Leaves draft preview and returns to the published page. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(safePreviewPath(new URL(request.url).searchParams.get('path')) ?? '/de')
}
