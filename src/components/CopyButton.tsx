'use client'

import { useEffect, useRef, useState } from 'react'

import { useSiteTexts } from '@/i18n/SiteTexts'

async function writeToClipboard(value: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    await navigator.clipboard.writeText(value)
    return
  }
  // Fallback for plain-http origins: a temporary textarea and execCommand.
  const area = document.createElement('textarea')
  area.value = value
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    document.execCommand('copy')
  } finally {
    document.body.removeChild(area)
  }
}

/**
 * "Copy to clipboard?" button; says "Copied!" for a moment after copying `value`.
 * `label` replaces the prompt (e.g. "Copy instance ID"); the confirmation is announced politely.
 */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const texts = useSiteTexts().clipboard
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await writeToClipboard(value)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), 2000)
    } catch {
      setCopied(false)
    }
  }

  return (
    <button type="button" className="copy-button" onClick={copy} data-copied={copied || undefined}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {copied ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a1 1 0 0 1 1-1h10" strokeLinecap="round" />
          </>
        )}
      </svg>
      <span aria-live="polite">{copied ? texts.copied : (label ?? texts.prompt)}</span>
    </button>
  )
}
