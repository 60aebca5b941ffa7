import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaffUser, readsDrafts } from '@/access'
import { getPayloadClient } from '@/data/payload'
import { safePreviewPath } from '@/routing/preview'

/**
 * Draft preview: staff who may read drafts (admins, editors; Payload admin cookie) get draft mode
 * and land on the document's page, which then reads the newest draft. Other staff land on the
 * published page without draft mode; visitors and customers get 403.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = safePreviewPath(url.searchParams.get('path'))
  if (!path) return new Response('Invalid preview path', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user))
    return new Response('Sign in to the admin to preview drafts', { status: 403 })
  const draft = await draftMode()
  if (readsDrafts(user)) draft.enable()
  else draft.disable()
  redirect(path)
}
