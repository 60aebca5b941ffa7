'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminText } from '@/admin/translations'

/** The recovery codes, shown once: to copy or download, then `onDone`. */
export function RecoveryCodes({
  codes,
  doneLabel,
  onDone,
}: {
  codes: string[]
  doneLabel: string
  onDone: () => void
}) {
  const { i18n } = useTranslation()
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined)
    setCopied(true)
  }
  return (
    <section aria-labelledby="two-step-recovery-title" data-testid="two-step-recovery">
      <h3 id="two-step-recovery-title">{adminText(i18n, 'twoStepRecoveryTitle')}</h3>
      <p>{adminText(i18n, 'twoStepRecoveryHelp')}</p>
      <ul style={{ fontFamily: 'monospace', listStyle: 'none', padding: 0, columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
        <Button buttonStyle="secondary" onClick={copy}>
          {adminText(i18n, 'twoStepCopy')}
        </Button>
        <a
          className="btn btn--style-secondary btn--size-medium"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="unbound-recovery-codes.txt"
        >
          {adminText(i18n, 'twoStepDownload')}
        </a>
        <Button buttonStyle="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
      <p role="status">{copied ? adminText(i18n, 'twoStepCopied') : ''}</p>
    </section>
  )
}
