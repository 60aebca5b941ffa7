import type { Payload } from 'payload'

import type { StaffUser } from '@/access'
import { adminListHref } from '@/admin/dashboard/links'

import {
  isTranslatedCollection,
  localeFieldName,
  statusGroup,
  storeSlug,
  type TranslatedCollection,
} from './settings'
import { localesOf } from './store'

/** The statuses that ask for work. */
const needsWork = ['outdated', 'missing']

export type NeedsTranslation = {
  locale: string
  count: number
  items: { target: string; count: number; href: string }[]
}
export type FallbackPage = {
  id: number | string
  title: string
  locale: string
  fallback: string
  href: string
}

/** Per language: how many documents are outdated or missing, per collection (or global), linked. */
export async function needsTranslation(
  payload: Payload,
  user: StaffUser,
): Promise<NeedsTranslation[]> {
  const admin = payload.config.routes.admin
  return Promise.all(
    localesOf(payload).map(async (locale) => {
      const field = `status.${localeFieldName(locale)}`
      const rows = await payload.find({
        collection: storeSlug,
        where: { [field]: { in: needsWork } },
        select: { target: true },
        depth: 0,
        pagination: false,
        user,
        overrideAccess: false,
      })
      const perTarget = new Map<string, number>()
      for (const row of rows.docs) perTarget.set(row.target, (perTarget.get(row.target) ?? 0) + 1)
      const items = [...perTarget].map(([target, count]) => ({
        target,
        count,
        href: isTranslatedCollection(target)
          ? adminListHref(payload, target, {
              [`${statusGroup}.${localeFieldName(locale)}`]: { in: needsWork },
            })
          : `${admin}/globals/${target}`,
      }))
      return { locale, count: rows.docs.length, items }
    }),
  )
}

/**
 * Published pages a language has never been written for: visitors of that language read the
 * fallback language's text (the page's title is the sign: a page is written with its title).
 */
export async function fallbackPages(payload: Payload, user: StaffUser): Promise<FallbackPage[]> {
  const locales = localesOf(payload)
  const localization = payload.config.localization
  const fallbackOf = (locale: string) => {
    const config = localization
      ? localization.locales.find((entry) => entry.code === locale)
      : undefined
    return (
      (typeof config?.fallbackLocale === 'string' && config.fallbackLocale) ||
      locales.find((other) => other !== locale) ||
      locale
    )
  }
  const collection: TranslatedCollection = 'pages'
  const pages = await payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    select: { title: true },
    locale: 'all',
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return pages.docs.flatMap((page) => {
    const titles = (page.title ?? {}) as unknown as Record<string, string | null | undefined>
    const written = locales.filter((locale) => titles[locale]?.trim())
    return locales
      .filter((locale) => !written.includes(locale) && written.length > 0)
      .map((locale) => ({
        id: page.id,
        title: titles[written[0]] ?? String(page.id),
        locale,
        fallback: fallbackOf(locale),
        href: `${payload.config.routes.admin}/collections/${collection}/${page.id}`,
      }))
  })
}
