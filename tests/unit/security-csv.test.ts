import { describe, expect, it } from 'vitest'

import { csvLine, spreadsheetSafe, spreadsheetSafeRows } from '@/security/csv'

describe('spreadsheet-safe CSV', () => {
  it('puts an apostrophe before every text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tcmd', '\r=1+1'])
      expect(spreadsheetSafe(text), JSON.stringify(text)).toBe(`'${text}`)
    for (const text of ['Ada Lovelace', '1 + 1 = 2', ' =1', "'=1", ''])
      expect(spreadsheetSafe(text), JSON.stringify(text)).toBe(text)
  })

  it('neutralises the texts of rows and leaves other values as they are', () => {
    expect(spreadsheetSafeRows([{ name: '=cmd', total: -2, when: null, done: true }])).toEqual([
      { name: "'=cmd", total: -2, when: null, done: true },
    ])
  })

  it('writes one quoted, neutralised line', () => {
    expect(csvLine(['=HYPERLINK("x")', 'a,b', 3, undefined])).toBe(
      `"'=HYPERLINK(""x"")","a,b",3,\r\n`,
    )
  })
})
