import type { Payload } from 'payload'

import { env } from '@/config/env'

/** The site settings the control area needs, with the documented defaults when unset. */
export async function hostingSettings(payload: Payload) {
  let settings: {
    instanceDomain?: string | null
    sharedMailDomain?: string | null
    supportEmail?: string | null
  } = {}
  try {
    settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  } catch {
    // not seeded yet
  }
  return {
    instanceDomain: settings.instanceDomain || 'unbound.cloud',
    sharedMailDomain: settings.sharedMailDomain || 'mail.unbound.cloud',
    supportEmail: settings.supportEmail || env().SUPPORT_EMAIL,
  }
}
