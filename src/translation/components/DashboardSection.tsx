import { getTranslation, type I18nClient } from '@payloadcms/translations'
import type { Payload, ServerProps } from 'payload'

import { isStaffUser, type StaffUser } from '@/access'

import { fallbackPages, needsTranslation } from '../dashboard'
import { languageName, translationText } from '../messages'

/** Staff dashboard: what needs translation per language, and published pages in the fallback. */
export async function DashboardSection({
  payload,
  user,
  i18n,
}: {
  payload: Payload
  user: StaffUser
  i18n: I18nClient
}) {
  const [languages, fallbacks] = await Promise.all([
    needsTranslation(payload, user),
    fallbackPages(payload, user).catch(() => []),
  ])
  const language = (code: string) => languageName(code, i18n.language)
  const labelOf = (target: string) => {
    const collection = payload.collections[target as keyof typeof payload.collections]
    const global = payload.globals.config.find((candidate) => candidate.slug === target)
    const label = collection ? collection.config.labels.plural : global?.label
    return label ? getTranslation(label as string, i18n) : target
  }
  const pending = languages.filter((entry) => entry.count > 0)
  return (
    <section data-translation-dashboard style={{ marginBlockEnd: '1.5rem' }}>
      <h3 style={{ marginBlockEnd: '0.5rem' }}>{translationText(i18n, 'dashboardTitle')}</h3>
      {pending.length === 0 ? (
        <p>{translationText(i18n, 'dashboardNone')}</p>
      ) : (
        pending.map((entry) => (
          <div key={entry.locale} data-locale={entry.locale} style={{ marginBlockEnd: '0.5rem' }}>
            <p style={{ margin: 0 }} data-count={entry.count}>
              <strong>
                {translationText(i18n, 'dashboardLanguage', {
                  language: language(entry.locale),
                  count: entry.count,
                })}
              </strong>
            </p>
            <ul>
              {entry.items.map((item) => (
                <li key={item.target}>
                  <a href={item.href}>
                    <strong>{item.count}</strong> {labelOf(item.target)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <h4 style={{ marginBlock: '0.5rem' }}>{translationText(i18n, 'dashboardFallback')}</h4>
      {fallbacks.length === 0 ? (
        <p>{translationText(i18n, 'dashboardNoFallback')}</p>
      ) : (
        <ul data-translation-fallbacks>
          {fallbacks.map((page) => (
            <li key={`${page.id}-${page.locale}`}>
              <a href={page.href}>
                {translationText(i18n, 'dashboardFallbackItem', {
                  title: page.title,
                  language: language(page.locale),
                  fallback: language(page.fallback),
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The staff dashboard's translation section (the plugin places it after the dashboard's figures):
 * staff see what needs translation; support the counts, the lists are editors'.
 */
export function TranslationDashboard({ payload, user, i18n }: ServerProps) {
  if (!isStaffUser(user)) return null
  return <DashboardSection payload={payload} user={user} i18n={i18n} />
}
