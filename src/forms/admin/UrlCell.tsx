'use client'

import type { DefaultCellComponentProps } from 'payload'

/** List-view cell: the audit URL as a link that opens in a new tab (only http/https). */
export function UrlCell({ cellData }: DefaultCellComponentProps) {
  const value = typeof cellData === 'string' ? cellData : ''
  if (!value) return null
  let safe = false
  try {
    safe = ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    safe = false
  }
  if (!safe) return <span>{value}</span>
  return (
    <a
      href={value}
      target="_blank"
      rel="noopener noreferrer nofollow"
      onClick={(event) => event.stopPropagation()}
    >
      {value}
    </a>
  )
}
