import { t, type Bilingual } from '../bilingual'
import { card, circle, palette as c, path, rect, stroke, svgDocument, text } from './svg'

/** Screens of the engine's admin UI (SPEC.md §1: its areas), drawn in the site's colours. */
export type ScreenKind = 'orders' | 'products' | 'quotations' | 'filters' | 'settings'

const navigation: { kind?: ScreenKind; label: Bilingual }[] = [
  { label: t('Benutzer', 'Users') },
  { kind: 'products', label: t('Produkte', 'Products') },
  { kind: 'filters', label: t('Filter', 'Filters') },
  { label: t('Sortimente', 'Assortments') },
  { kind: 'quotations', label: t('Offerten', 'Quotations') },
  { kind: 'orders', label: t('Bestellungen', 'Orders') },
  { label: t('Analysen & Logs', 'Analytics & logs') },
  { kind: 'settings', label: t('Einstellungen', 'Settings') },
]

const titles: Record<ScreenKind, Bilingual> = {
  orders: t('Bestellungen', 'Orders'),
  products: t('Produkt bearbeiten', 'Edit product'),
  quotations: t('Offerten', 'Quotations'),
  filters: t('Facettenfilter', 'Faceted filters'),
  settings: t('Einstellungen', 'Settings'),
}

const width = 1280
const height = 800
const left = 300
const top = 150

/** Colours of a status pill: its fill and its text. */
const tones: Record<string, [fill: string, color: string]> = {
  ok: [c.successSoft, c.success],
  warn: [c.accentSoft, '#7a4a00'],
  info: [c.brandSoft, c.brand],
  bad: [c.dangerSoft, c.danger],
}

const pill = (x: number, y: number, label: string, fill: string, color: string) => {
  const pillWidth = label.length * 8 + 24
  return [
    rect(x, y - 17, pillWidth, 26, { rx: 13, fill }),
    text(x + pillWidth / 2, y, label, { size: 13, weight: 700, fill: color, anchor: 'middle' }),
  ].join('')
}

const button = (x: number, y: number, label: string, primary = true) => {
  const buttonWidth = label.length * 8.6 + 36
  return [
    rect(x, y, buttonWidth, 38, {
      rx: 8,
      fill: primary ? c.brand : c.card,
      stroke: primary ? undefined : c.brand,
      'stroke-width': primary ? undefined : 1.5,
    }),
    text(x + buttonWidth / 2, y + 24, label, {
      size: 14,
      weight: 700,
      fill: primary ? c.white : c.brand,
      anchor: 'middle',
    }),
  ].join('')
}

/** A table; a cell `pill:<tone>:<label>` is a status pill, a column with an empty label has no heading. */
function table(
  x: number,
  y: number,
  columns: { label: string; at: number }[],
  rows: string[][],
  tableWidth = 920,
) {
  const parts = [rect(x, y, tableWidth, 44, { rx: 8, fill: c.surfaceAlt })]
  for (const column of columns.filter(({ label }) => label)) {
    parts.push(text(x + column.at, y + 28, column.label, { size: 13, weight: 700, fill: c.muted }))
  }
  rows.forEach((row, index) => {
    const rowY = y + 44 + index * 56
    parts.push(rect(x, rowY + 55, tableWidth, 1, { fill: c.line }))
    row.forEach((cell, column) => {
      if (cell.startsWith('pill:')) {
        const [, tone, label] = cell.split(':')
        const [fill, color] = tones[tone] ?? tones.info
        parts.push(pill(x + columns[column].at, rowY + 35, label, fill, color))
      } else {
        parts.push(
          text(x + columns[column].at, rowY + 34, cell, {
            size: 15,
            weight: column === 0 ? 700 : 400,
            fill: column === 0 ? c.ink : c.inkSoft,
          }),
        )
      }
    })
  })
  return parts.join('')
}

const content: Record<ScreenKind, (language: keyof Bilingual) => string> = {
  orders: (language) => {
    const de = language === 'de'
    return [
      button(left + 640, 96, de ? 'Bestätigen' : 'Confirm'),
      button(left + 770, 96, de ? 'Als bezahlt markieren' : 'Mark as paid', false),
      table(
        left,
        top + 10,
        [
          { label: de ? 'Bestellung' : 'Order', at: 20 },
          { label: de ? 'Kunde' : 'Customer', at: 160 },
          { label: de ? 'Datum' : 'Date', at: 420 },
          { label: de ? 'Total' : 'Total', at: 560 },
          { label: 'Status', at: 720 },
        ],
        [
          [
            '#10482',
            'Praxis Dr. Meier',
            '12.03.',
            'CHF 1’284.00',
            `pill:info:${de ? 'Neu' : 'New'}`,
          ],
          [
            '#10481',
            'Hotel Seeblick',
            '12.03.',
            'CHF 3’920.50',
            `pill:ok:${de ? 'Bezahlt' : 'Paid'}`,
          ],
          [
            '#10480',
            'Velowerk Bern',
            '11.03.',
            'EUR 2’590.00',
            `pill:ok:${de ? 'Bestätigt' : 'Confirmed'}`,
          ],
          [
            '#10479',
            'A. Keller',
            '11.03.',
            'CHF 84.90',
            `pill:warn:${de ? 'Rechnung offen' : 'Invoice open'}`,
          ],
          ['#10478', 'Gasthof Linde', '10.03.', 'CHF 612.00', `pill:ok:${de ? 'Bezahlt' : 'Paid'}`],
          [
            '—',
            de ? 'Gast (Warenkorb)' : 'Guest (cart)',
            '09.03.',
            'CHF 45.00',
            `pill:bad:${de ? 'Warenkorb löschen' : 'Delete cart'}`,
          ],
          [
            '#10477',
            'Bürowelt AG',
            '09.03.',
            'CHF 9’140.00',
            `pill:ok:${de ? 'Bestätigt' : 'Confirmed'}`,
          ],
        ],
      ),
      rect(left, 668, 920, 1, { fill: c.line }),
      text(left, 704, de ? '7 von 1’248 Bestellungen' : '7 of 1,248 orders', {
        size: 14,
        fill: c.muted,
      }),
    ].join('')
  },
  products: (language) => {
    const de = language === 'de'
    const tabs = de
      ? ['Texte', 'Varianten', 'Preise', 'Bilder']
      : ['Texts', 'Variants', 'Prices', 'Images']
    return [
      rect(left, top, 260, 200, { rx: 12, fill: c.brandSoft }),
      circle(left + 80, top + 140, 34, stroke(c.brand, 8)),
      circle(left + 185, top + 140, 34, stroke(c.brand, 8)),
      path(
        `M${left + 80} ${top + 140} L${left + 120} ${top + 80} L${left + 170} ${top + 80} L${left + 185} ${top + 140} M${left + 120} ${top + 80} L${left + 135} ${top + 140} L${left + 170} ${top + 80}`,
        stroke(c.accent, 8),
      ),
      text(left + 290, top + 30, 'Trail Alpina 29', { size: 26, weight: 700 }),
      text(
        left + 290,
        top + 60,
        de ? 'Produkt mit Varianten · SKU TA-29' : 'Product with variants · SKU TA-29',
        { size: 15, fill: c.muted },
      ),
      pill(left + 290, top + 100, de ? 'Veröffentlicht' : 'Published', c.successSoft, c.success),
      ...tabs.map((tab, index) =>
        [
          text(left + 290 + index * 120, top + 160, tab, {
            size: 15,
            weight: 700,
            fill: index === 2 ? c.brand : c.muted,
          }),
          index === 2 ? rect(left + 290 + index * 120, top + 172, 70, 3, { fill: c.brand }) : '',
        ].join(''),
      ),
      rect(left + 290, top + 176, 630, 1, { fill: c.line }),
      table(
        left,
        top + 230,
        [
          { label: de ? 'Variante' : 'Variant', at: 20 },
          { label: 'CH · CHF', at: 300 },
          { label: 'DE · EUR', at: 480 },
          { label: 'AT · EUR', at: 640 },
          { label: 'US · USD', at: 790 },
        ],
        [
          [de ? 'S · Moosgrün' : 'S · Moss green', '2’490.00', '2’590.00', '2’620.00', '2’790.00'],
          [de ? 'M · Moosgrün' : 'M · Moss green', '2’490.00', '2’590.00', '2’620.00', '2’790.00'],
          [
            de ? 'L · Schiefergrau' : 'L · Slate grey',
            '2’540.00',
            '2’640.00',
            '2’670.00',
            '2’840.00',
          ],
          [
            de ? 'XL · Schiefergrau' : 'XL · Slate grey',
            '2’540.00',
            '2’640.00',
            '2’670.00',
            '2’840.00',
          ],
        ],
      ),
      button(left + 780, 96, de ? 'Speichern' : 'Save'),
    ].join('')
  },
  quotations: (language) => {
    const de = language === 'de'
    return [
      table(
        left,
        top + 10,
        [
          { label: de ? 'Offerte' : 'Quotation', at: 20 },
          { label: de ? 'Kunde' : 'Customer', at: 130 },
          { label: 'Total', at: 330 },
          { label: '', at: 470 },
        ],
        [
          ['Q-2031', 'Bürowelt AG', 'CHF 18’400.00', `pill:warn:${de ? 'Angefragt' : 'Requested'}`],
          [
            'Q-2030',
            'Praxis Dr. Meier',
            'CHF 2’150.00',
            `pill:info:${de ? 'Offeriert' : 'Offered'}`,
          ],
          ['Q-2029', 'Hotel Seeblick', 'CHF 7’980.00', `pill:ok:${de ? 'Bestätigt' : 'Confirmed'}`],
          ['Q-2028', 'Gasthof Linde', 'CHF 960.00', `pill:bad:${de ? 'Abgelehnt' : 'Rejected'}`],
        ],
        580,
      ),
      card(left + 600, top + 10, 320, 420, 14),
      text(left + 624, top + 50, 'Q-2030', { size: 22, weight: 700 }),
      text(left + 624, top + 78, 'Praxis Dr. Meier', { size: 15, fill: c.muted }),
      ...[
        [de ? '40 × Handschuhe M' : '40 × Gloves M', '1’160.00'],
        [de ? '12 × Desinfektion 1 l' : '12 × Disinfectant 1 l', '590.00'],
        [de ? '4 × Verbandset' : '4 × Dressing kit', '400.00'],
      ].map(([item, price], index) =>
        [
          text(left + 624, top + 130 + index * 40, item, { size: 15, fill: c.inkSoft }),
          text(left + 896, top + 130 + index * 40, price, {
            size: 15,
            fill: c.inkSoft,
            anchor: 'end',
          }),
        ].join(''),
      ),
      rect(left + 624, top + 236, 272, 1, { fill: c.line }),
      text(left + 624, top + 266, 'Total CHF', { size: 16, weight: 700 }),
      text(left + 896, top + 266, '2’150.00', { size: 16, weight: 700, anchor: 'end' }),
      button(left + 624, top + 310, de ? 'Bestätigen' : 'Confirm'),
      button(left + 770, top + 310, de ? 'Ablehnen' : 'Reject', false),
    ].join('')
  },
  filters: (language) => {
    const de = language === 'de'
    const facets: [string, string[]][] = [
      [
        de ? 'Farbe' : 'Colour',
        de
          ? ['Rot 24', 'Blau 31', 'Grün 12', 'Schwarz 40']
          : ['Red 24', 'Blue 31', 'Green 12', 'Black 40'],
      ],
      [de ? 'Grösse' : 'Size', ['S 18', 'M 42', 'L 37', 'XL 9']],
      [de ? 'Marke' : 'Brand', ['Alpina 15', 'Rigi 22', 'Säntis 8']],
      [de ? 'Preis' : 'Price', ['< 100 33', '100–500 51', '> 500 19']],
    ]
    return [
      ...facets.map(([name, options], index) => {
        const y = top + 10 + index * 118
        let x = left + 24
        return [
          card(left, y, 560, 104, 12),
          text(left + 24, y + 34, name, { size: 17, weight: 700 }),
          pill(left + 440, y + 34, de ? 'Aktiv' : 'Active', c.successSoft, c.success),
          ...options.map((option, optionIndex) => {
            const [label, count] = [
              option.slice(0, option.lastIndexOf(' ')),
              option.slice(option.lastIndexOf(' ') + 1),
            ]
            const chipWidth = (label.length + count.length) * 8.4 + 40
            const chip = [
              rect(x, y + 54, chipWidth, 32, {
                rx: 16,
                fill: optionIndex === 1 ? c.brand : c.surfaceAlt,
              }),
              text(x + 14, y + 75, label, {
                size: 14,
                fill: optionIndex === 1 ? c.white : c.ink,
              }),
              text(x + chipWidth - 14, y + 75, count, {
                size: 13,
                weight: 700,
                fill: optionIndex === 1 ? c.onDeepMuted : c.muted,
                anchor: 'end',
              }),
            ].join('')
            x += chipWidth + 10
            return chip
          }),
        ].join('')
      }),
      rect(left + 590, top + 10, 330, 460, { rx: 14, fill: c.surfaceAlt }),
      text(left + 614, top + 48, de ? 'Vorschau im Shop' : 'Storefront preview', {
        size: 15,
        weight: 700,
        fill: c.muted,
      }),
      ...[0, 1, 2, 3].map((index) => {
        const x = left + 614 + (index % 2) * 148
        const y = top + 72 + Math.floor(index / 2) * 190
        return [
          rect(x, y, 134, 176, { rx: 10, fill: c.card }),
          rect(x + 12, y + 12, 110, 90, { rx: 8, fill: index % 2 ? c.accentSoft : c.brandSoft }),
          rect(x + 12, y + 116, 90, 10, { rx: 5, fill: c.inkSoft }),
          rect(x + 12, y + 136, 60, 10, { rx: 5, fill: c.line }),
          text(x + 12, y + 164, 'CHF 89.–', { size: 13, weight: 700, fill: c.brand }),
        ].join('')
      }),
    ].join('')
  },
  settings: (language) => {
    const de = language === 'de'
    const groups: [string, string[]][] = [
      [de ? 'Sprachen' : 'Languages', ['Deutsch', 'Français', 'Italiano', 'English']],
      [
        de ? 'Länder' : 'Countries',
        [
          de ? 'Schweiz' : 'Switzerland',
          de ? 'Deutschland' : 'Germany',
          de ? 'Österreich' : 'Austria',
        ],
      ],
      [de ? 'Währungen' : 'Currencies', ['CHF', 'EUR', 'USD', 'BTC']],
      [
        de ? 'Zahlungsanbieter' : 'Payment providers',
        [de ? 'Rechnung' : 'Invoice', de ? 'Karte' : 'Card', 'Crypto Gateway'],
      ],
      [
        de ? 'Lieferanbieter' : 'Delivery providers',
        [de ? 'Post' : 'Postal service', de ? 'Abholung' : 'Pick-up', de ? 'Kurier' : 'Courier'],
      ],
      [
        de ? 'Lager' : 'Warehousing',
        [de ? 'Lager Bern' : 'Bern warehouse', de ? 'Lager Basel' : 'Basel warehouse'],
      ],
    ]
    return groups
      .map(([name, values], index) => {
        const x = left + (index % 2) * 470
        const y = top + 10 + Math.floor(index / 2) * 170
        let chipX = x + 24
        let chipY = y + 66
        return [
          card(x, y, 450, 150, 14),
          text(x + 24, y + 40, name, { size: 18, weight: 700 }),
          text(x + 426, y + 40, `${values.length}`, {
            size: 15,
            weight: 700,
            fill: c.muted,
            anchor: 'end',
          }),
          ...values.map((value) => {
            const chipWidth = value.length * 8.6 + 46
            if (chipX + chipWidth > x + 430) {
              chipX = x + 24
              chipY += 42
            }
            const chip = [
              rect(chipX, chipY, chipWidth, 34, { rx: 17, fill: c.brandSoft }),
              circle(chipX + 17, chipY + 17, 5, { fill: c.success }),
              text(chipX + 30, chipY + 22, value, { size: 14, fill: c.ink }),
            ].join('')
            chipX += chipWidth + 10
            return chip
          }),
        ].join('')
      })
      .join('')
  },
}

/** One admin UI screen with the words of `language`. */
export function adminScreen(kind: ScreenKind, language: keyof Bilingual): string {
  return svgDocument(width, height, { background: c.surfaceAlt }, [
    card(20, 20, width - 40, height - 40, 18),
    path('M20 38a18 18 0 0 1 18-18h222v740H38a18 18 0 0 1-18-18z', { fill: c.deep }),
    rect(48, 52, 34, 34, { rx: 9, fill: c.violet }),
    path('M57 62v10a8 8 0 0 0 16 0V62', stroke(c.white, 3.5)),
    text(94, 76, 'Unbound', { size: 19, weight: 700, fill: c.onDeep }),
    ...navigation.map((item, index) => {
      const y = 130 + index * 52
      const active = item.kind === kind
      return [
        active ? rect(36, y - 28, 208, 42, { rx: 10, fill: c.violet }) : '',
        text(56, y, item.label[language], {
          size: 15,
          weight: active ? 700 : 400,
          fill: active ? c.white : c.onDeepMuted,
        }),
      ].join('')
    }),
    text(left, 124, titles[kind][language], { size: 28, weight: 700 }),
    content[kind](language),
  ])
}
