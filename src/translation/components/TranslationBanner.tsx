'use client'

import { Button, useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { languageName, translationText, type TranslationTextKey } from '../messages'

type Change = { path: string; field: string; locale: string; before: string; after: string }
type Loaded = {
  status: 'current' | 'outdated' | 'missing'
  canTranslate: boolean
  changes: Change[]
}
type View = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: Loaded }

const colours = {
  outdated: 'var(--theme-warning-100)',
  missing: 'var(--theme-error-100)',
  current: 'var(--theme-success-100)',
}

async function readStatus(api: string, target: string, locale: string): Promise<View> {
  try {
    const statusResponse = await fetch(`${api}/status?${target}`, { credentials: 'include' })
    if (!statusResponse.ok) return { state: 'failed' }
    const { statuses, canTranslate } = (await statusResponse.json()) as {
      statuses: Record<string, Loaded['status']>
      canTranslate: boolean
    }
    let changes: Change[] = []
    if (canTranslate) {
      const response = await fetch(
        `${api}/changes?${target}&locale=${encodeURIComponent(locale)}`,
        { credentials: 'include' },
      )
      if (!response.ok) return { state: 'failed' }
      changes = ((await response.json()) as { changes: Change[] }).changes
    }
    return {
      state: 'loaded',
      data: { status: statuses[locale] ?? 'current', canTranslate, changes },
    }
  } catch {
    return { state: 'failed' }
  }
}

/**
 * Edit view, above the fields: the translation status of the language being edited; when it is
 * outdated, the other language's changed fields with their text before and now, and "Mark as
 * translated" for editors and admins.
 */
export function TranslationBanner() {
  const { id, collectionSlug, globalSlug, lastUpdateTime } = useDocumentInfo()
  const { code: locale } = useLocale()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const [view, setView] = useState<View>({ state: 'loading' })
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const t = (key: TranslationTextKey, vars?: Record<string, string | number>) =>
    translationText(i18n, key, vars)
  const target = globalSlug
    ? `global=${encodeURIComponent(globalSlug)}`
    : `collection=${encodeURIComponent(collectionSlug ?? '')}&id=${encodeURIComponent(String(id ?? ''))}`
  const api = `${config.serverURL}${config.routes.api}/translation`
  const saved = Boolean(globalSlug || id)

  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    if (!saved) return
    let current = true
    void readStatus(api, target, locale).then((next) => {
      if (current) setView(next)
    })
    return () => {
      current = false
    }
  }, [api, target, locale, saved, lastUpdateTime, reloads])

  const markTranslated = async () => {
    setBusy(true)
    setNotice(null)
    try {
      const response = await fetch(`${api}/confirm`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...(globalSlug ? { global: globalSlug } : { collection: collectionSlug, id }),
          locale,
        }),
      })
      const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      if (!response.ok) throw new Error(body.errors?.[0]?.message ?? String(response.status))
      setNotice(t('marked'))
      setReloads((count) => count + 1)
    } catch (error) {
      setNotice(t('markFailed', { message: error instanceof Error ? error.message : '' }))
    } finally {
      setBusy(false)
    }
  }

  if (!saved) return null
  const language = (code: string) => languageName(code, i18n.language)
  const box = (status: Loaded['status'] | 'neutral', children: React.ReactNode) => (
    <div
      role="status"
      data-translation-banner={status}
      style={{
        background: status === 'neutral' ? 'var(--theme-elevation-50)' : colours[status],
        borderRadius: 'var(--style-radius-s)',
        padding: 'calc(var(--base) * 0.75)',
        marginBlockEnd: 'var(--base)',
      }}
    >
      {children}
    </div>
  )
  if (view.state === 'loading') return box('neutral', <p>{t('bannerLoading')}</p>)
  if (view.state === 'failed') return box('neutral', <p>{t('bannerFailed')}</p>)
  const { status, canTranslate, changes } = view.data
  const others = [...new Set(changes.map((change) => change.locale))]
  const otherNames = others.map(language).join(', ')
  return box(
    status,
    <>
      <p style={{ fontWeight: 600, margin: 0 }}>
        {status === 'outdated'
          ? t('bannerOutdated', { language: otherNames })
          : status === 'missing'
            ? t('bannerMissing', { language: otherNames || language(locale) })
            : t('bannerCurrent')}
      </p>
      {status === 'outdated' && changes.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table
            data-translation-changes
            style={{ width: '100%', marginBlock: 'calc(var(--base) * 0.5)' }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'start' }}>
                  {t('bannerField')}
                </th>
                <th scope="col" style={{ textAlign: 'start' }}>
                  {t('bannerBefore', { language: otherNames })}
                </th>
                <th scope="col" style={{ textAlign: 'start' }}>
                  {t('bannerAfter', { language: otherNames })}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.path}-${change.locale}`} data-path={change.path}>
                  <th scope="row" style={{ textAlign: 'start', verticalAlign: 'top' }}>
                    {change.field}
                  </th>
                  <td style={{ whiteSpace: 'pre-wrap', verticalAlign: 'top' }} data-before>
                    {change.before || t('bannerEmpty')}
                  </td>
                  <td style={{ whiteSpace: 'pre-wrap', verticalAlign: 'top' }} data-after>
                    {change.after || t('bannerEmpty')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {status === 'outdated' && canTranslate && (
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={busy}
          onClick={() => void markTranslated()}
        >
          {busy ? t('marking') : t('markTranslated')}
        </Button>
      )}
      {notice && <p aria-live="polite">{notice}</p>}
    </>,
  )
}
