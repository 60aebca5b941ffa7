'use client'

import { Button, useAuth, useConfig, useLocale, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { languageName, translationText, type TranslationTextKey } from '../messages'

/**
 * Above a translated collection's list, for editors and admins: the outdated and missing texts of
 * every document as an XLIFF file for a translation agency, and the import of the translated file.
 */
export function HandoffPanel({ collection }: { collection: string }) {
  const { user } = useAuth<{ role?: string }>()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { code: current } = useLocale()
  const locales = config.localization ? config.localization.localeCodes : []
  const [locale, setLocale] = useState(current === locales[0] ? (locales[1] ?? current) : current)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const languageId = useId()
  const fileId = useId()
  const t = (key: TranslationTextKey, vars?: Record<string, string | number>) =>
    translationText(i18n, key, vars)
  if (user?.role !== 'admin' && user?.role !== 'editor') return null
  const api = `${config.serverURL}${config.routes.api}/translation`

  const failed = async (response: Response) => {
    const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
    return t('handoffFailed', { message: body.errors?.[0]?.message ?? String(response.status) })
  }

  const exportFile = async () => {
    setBusy(true)
    setNotice(null)
    try {
      const response = await fetch(`${api}/export`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection, locale }),
      })
      if (!response.ok) return setNotice(await failed(response))
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = `${collection}-${locale}.xlf`
      link.click()
      URL.revokeObjectURL(url)
      setNotice(t('handoffExported'))
    } finally {
      setBusy(false)
    }
  }

  const importFile = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setNotice(null)
    try {
      const response = await fetch(`${api}/import`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/xliff+xml' },
        body: await file.text(),
      })
      if (!response.ok) return setNotice(await failed(response))
      setNotice(((await response.json()) as { message: string }).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section data-translation-handoff style={{ marginBlockEnd: 'var(--base)' }}>
      <h4 style={{ marginBlockEnd: 'calc(var(--base) * 0.5)' }}>{t('handoffTitle')}</h4>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'center' }}>
        <label htmlFor={languageId}>{t('handoffLanguage')}</label>
        <select id={languageId} value={locale} onChange={(event) => setLocale(event.target.value)}>
          {locales.map((code) => (
            <option key={code} value={code}>
              {languageName(code, i18n.language)}
            </option>
          ))}
        </select>
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={busy}
          onClick={() => void exportFile()}
        >
          {busy ? t('handoffWorking') : t('handoffExport')}
        </Button>
        <label htmlFor={fileId}>{t('handoffImport')}</label>
        <input
          id={fileId}
          type="file"
          accept=".xlf,.xliff,application/xliff+xml"
          disabled={busy}
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
      </div>
      {notice && <p aria-live="polite">{notice}</p>}
    </section>
  )
}
