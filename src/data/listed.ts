/** Collections that blocks list when an editor picked no entries of their own. */
import type { Where } from 'payload'
import { cache } from 'react'

import { collectionReferences } from '@/cache/referencedTags'
import { collectionTag } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { TeamMember, Testimonial } from '@/payload-types'

import { getPayloadClient } from './payload'
import { tagPage } from './tagPage'

/** Drafts and versions stay in the admin: pages list what is published. */
const published: Where = { _status: { equals: 'published' } }

/** The whole team in its editorial order. */
export const listTeamMembers = cache(async (locale: Locale): Promise<TeamMember[]> => {
  await tagPage(collectionTag('team-members'))
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'team-members',
    locale,
    depth: 1,
    sort: 'order',
    limit: 100,
    pagination: false,
    where: published,
  })
  // Photos and logos: a changed image refreshes the lists that show it.
  await tagPage(...collectionReferences(payload, 'team-members', result.docs))
  return result.docs
})

/** Up to twelve testimonials. */
export const listTestimonials = cache(async (locale: Locale): Promise<Testimonial[]> => {
  await tagPage(collectionTag('testimonials'))
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'testimonials',
    locale,
    // The company logo.
    depth: 1,
    limit: 12,
    pagination: false,
    where: published,
  })
  await tagPage(...collectionReferences(payload, 'testimonials', result.docs))
  return result.docs
})
