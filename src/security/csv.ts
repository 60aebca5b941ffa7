/**
 * Every CSV the product writes (the newsletter audience, the import-export plugin's exports) goes
 * through here, so that no cell opens in a spreadsheet as a formula. A text that starts with
 * = + - @, a tab or a carriage return gets a leading apostrophe, as OWASP's "CSV Injection"
 * advises; the spreadsheet then shows it as text.
 */
const formulaStart = /^[=+\-@\t\r]/

/** `text` as a spreadsheet shows it as text, never as a formula. */
export const spreadsheetSafe = (text: string): string =>
  formulaStart.test(text) ? `'${text}` : text

/** One CSV cell: neutralised, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  const text = spreadsheetSafe(value === null || value === undefined ? '' : String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line (RFC 4180: CRLF at the end). */
export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`

/**
 * Rows about to be written as CSV by a writer of its own (the import-export plugin's), with every
 * text neutralised; numbers, dates and other values are left as they are.
 */
export const spreadsheetSafeRows = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        typeof value === 'string' ? spreadsheetSafe(value) : value,
      ]),
    ),
  )
