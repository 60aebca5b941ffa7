import type { Locale } from '@/i18n/locales'

import { escapeHtml } from './escape'

/** The parts an e-mail body is made of; the layout turns them into HTML and plain text alike. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'link'; label?: string; href: string }
  | { kind: 'table'; rows: { label: string; value: string }[] }

/** What a template returns: the layout adds the frame, the escaping and the plain text. */
export type Composed = { subject: string; blocks: Block[] }

const paragraphStyle = 'margin:0 0 16px;line-height:1.5;white-space:pre-line'
const cellStyle = 'border-bottom:1px solid #ddd;vertical-align:top;padding:6px'

const anchor = (href: string, label = href) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`

function htmlBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraphStyle}">${escapeHtml(block.text)}</p>`
    case 'button':
      return [
        `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:14px;word-break:break-all">${anchor(block.href)}</p>`,
      ].join('\n')
    case 'link':
      return `<p style="margin:0 0 16px;line-height:1.5;word-break:break-all">${block.label ? `${escapeHtml(block.label)} ` : ''}${anchor(block.href)}</p>`
    case 'table':
      return `<table cellpadding="6" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          (row) =>
            `<tr><th align="left" style="${cellStyle}">${escapeHtml(row.label)}</th><td style="${cellStyle};white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
  }
}

function textBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'button':
      return `${block.label}: ${block.href}`
    case 'link':
      return block.label ? `${block.label} ${block.href}` : block.href
    case 'table':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n')
  }
}

/** The one HTML frame every e-mail shares; every text in it is escaped here. */
export function layoutHtml(locale: Locale, subject: string, blocks: Block[]): string {
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">',
    ...blocks.map(htmlBlock),
    '</body></html>',
  ].join('\n')
}

/** The plain-text part: blocks separated by an empty line. */
export function layoutText(blocks: Block[]): string {
  return blocks.map(textBlock).join('\n\n')
}
