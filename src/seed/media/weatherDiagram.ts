import type { Bilingual } from '../bilingual'
import { card, circle, palette as c, path, rect, svgDocument, text } from './svg'

const arrowDown = (x: number, y1: number, y2: number, colour: string = c.lilac) =>
  [
    path(`M${x} ${y1}V${y2}`, { stroke: colour, 'stroke-width': 4, fill: 'none' }),
    path(`M${x - 10} ${y2 - 12}l10 12l10 -12`, { stroke: colour, 'stroke-width': 4, fill: 'none' }),
  ].join('')

/**
 * The weather-pricing plugin of the "hackable" page as a flow: the weather service's reading,
 * the rule (20 °C or warmer, USD only) and the price before and after.
 */
export function weatherPricingDiagram(language: keyof Bilingual): string {
  const de = language === 'de'
  const box = (y: number, height: number, fill?: string) => card(40, y, 560, height, 16, fill)
  return svgDocument(640, 760, { background: c.surfaceAlt }, [
    text(40, 56, de ? 'So rechnet das Plugin' : 'How the plugin calculates', {
      size: 26,
      weight: 700,
    }),
    // The reading.
    box(84, 104),
    circle(96, 136, 20, { fill: c.accent }),
    path('M116 158c6-14 34-14 40 0h10a12 12 0 0 1 0 24h-58a12 12 0 0 1 8-24z', {
      fill: c.card,
      stroke: c.muted,
      'stroke-width': 2,
    }),
    text(196, 126, de ? 'Wetterdienst, alle 10 Minuten' : 'Weather service, every 10 minutes', {
      size: 17,
      fill: c.muted,
    }),
    text(196, 164, de ? 'Zürich: 23 °C' : 'Zurich: 23 °C', { size: 26, weight: 700 }),
    arrowDown(320, 188, 228),
    // The rule.
    box(232, 176, c.deep),
    text(72, 274, 'weatherPricing · orderIndex 10', { size: 16, fill: c.onDeepMuted }),
    text(72, 316, de ? 'Produkt mit Tag «ice-cream»?' : 'Product tagged "ice-cream"?', {
      size: 19,
      weight: 700,
      fill: c.onDeep,
    }),
    text(72, 350, de ? 'Währung USD?' : 'Currency USD?', {
      size: 19,
      weight: 700,
      fill: c.onDeep,
    }),
    text(72, 384, de ? '20 °C oder wärmer?' : '20 °C or warmer?', {
      size: 19,
      weight: 700,
      fill: c.onDeep,
    }),
    ...[316, 350, 384].map((y) =>
      [
        circle(548, y - 7, 14, { fill: c.success }),
        path(`M541 ${y - 7}l5 5l9 -10`, { stroke: c.white, 'stroke-width': 3, fill: 'none' }),
      ].join(''),
    ),
    arrowDown(320, 408, 448),
    // The price.
    box(452, 150),
    text(72, 494, de ? 'Preis im Warenkorb' : 'Price in the cart', {
      size: 17,
      fill: c.muted,
    }),
    text(72, 546, '4.50 USD', { size: 24, weight: 700, fill: c.muted }),
    path('M72 538H188', { stroke: c.danger, 'stroke-width': 3 }),
    path('M214 538H262', { stroke: c.ink, 'stroke-width': 3, fill: 'none' }),
    path('M252 528l12 10l-12 10', { stroke: c.ink, 'stroke-width': 3, fill: 'none' }),
    text(284, 548, '5.50 USD', { size: 34, weight: 700, fill: c.brand }),
    rect(72, 566, 290, 24, { rx: 12, fill: c.accentSoft }),
    text(86, 584, de ? '+1.00 USD «Sunny day in Zurich»' : '+1.00 USD "Sunny day in Zurich"', {
      size: 14,
      weight: 700,
      fill: c.inkSoft,
    }),
    // What happens otherwise.
    rect(40, 632, 560, 96, { rx: 16, fill: c.brandSoft }),
    text(
      72,
      670,
      de ? 'Kühler, andere Währung oder anderes' : 'Cooler, another currency or another',
      {
        size: 17,
        fill: c.inkSoft,
      },
    ),
    text(
      72,
      700,
      de ? 'Produkt: Preis bleibt, ohne Zuschlag' : 'product: the price stays, no surcharge',
      { size: 17, fill: c.inkSoft },
    ),
  ])
}
