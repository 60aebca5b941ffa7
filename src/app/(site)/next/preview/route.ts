import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaffUser } from '@/access'
import { getPayloadClient } from '@/data/payload'
import { safePreviewPath } from '@/routing/preview'

/**
 * Draft preview: a signed-in staff user (Payload admin cookie) gets draft mode and lands on the
 * document's page, which then reads the newest draft. Everyone else gets 403.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = safePreviewPath(url.searchParams.get('path'))
  if (!path) return new Response('Invalid preview path', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user))
    return new Response('Sign in to the admin to preview drafts', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
