import type { Bilingual } from '../bilingual'
import { card, circle, palette as c, path, rect, svgDocument, text } from './svg'

/** Headless commerce: storefront, app, point of sale and ERP talk to the engine's GraphQL API. */
export function architectureDiagram(language: keyof Bilingual): string {
  const de = language === 'de'
  const clients = [
    de ? 'Webshop' : 'Storefront',
    de ? 'App' : 'Mobile app',
    de ? 'Kasse (POS)' : 'Point of sale',
    'ERP',
  ]
  const arrow = (y: number) =>
    [
      path(`M330 ${y}H500`, { stroke: c.lilac, 'stroke-width': 4, fill: 'none' }),
      path(`M488 ${y - 10}l14 10l-14 10`, { stroke: c.lilac, 'stroke-width': 4, fill: 'none' }),
      path(`M342 ${y - 10}l-14 10l14 10`, { stroke: c.lilac, 'stroke-width': 4, fill: 'none' }),
    ].join('')
  return svgDocument(1280, 720, { background: c.surfaceAlt }, [
    text(60, 80, de ? 'Headless Commerce mit Unbound' : 'Headless commerce with Unbound', {
      size: 32,
      weight: 700,
    }),
    text(
      60,
      116,
      de
        ? 'Jeder Kanal spricht mit derselben GraphQL-API'
        : 'Every channel talks to the same GraphQL API',
      {
        size: 18,
        fill: c.muted,
      },
    ),
    ...clients.map((label, index) => {
      const y = 170 + index * 125
      return [
        card(60, y, 270, 90, 16),
        circle(108, y + 45, 22, { fill: index === 3 ? c.accent : c.brandSoft }),
        text(148, y + 52, label, { size: 20, weight: 700 }),
        arrow(y + 45),
      ].join('')
    }),
    rect(470, 150, 750, 520, {
      rx: 24,
      fill: 'none',
      stroke: c.muted,
      'stroke-width': 2,
      'stroke-dasharray': '10 8',
    }),
    text(1196, 196, de ? 'Hosting in der Schweizer Cloud' : 'Hosting in the Swiss cloud', {
      size: 16,
      weight: 700,
      fill: c.muted,
      anchor: 'end',
    }),
    rect(500, 210, 120, 430, { rx: 18, fill: c.brand }),
    text(560, 425, 'GraphQL API', {
      size: 24,
      weight: 700,
      fill: c.white,
      anchor: 'middle',
      transform: 'rotate(-90 560 425)',
    }),
    path('M620 425H700', { stroke: c.brand, 'stroke-width': 6, fill: 'none' }),
    rect(700, 300, 480, 250, { rx: 20, fill: c.deep }),
    text(740, 360, 'Unbound Engine', { size: 28, weight: 700, fill: c.onDeep }),
    text(740, 396, de ? 'Node.js · Dokumentendatenbank' : 'Node.js · document database', {
      size: 17,
      fill: c.onDeepMuted,
    }),
    ...(de
      ? ['Preise', 'Lieferung', 'Zahlung', 'Lager']
      : ['Pricing', 'Delivery', 'Payment', 'Stock']
    ).map((label, index) =>
      [
        rect(740 + index * 104, 430, 94, 80, { rx: 12, fill: c.deepAlt }),
        text(787 + index * 104, 476, label, {
          size: 14,
          weight: 700,
          fill: c.onDeep,
          anchor: 'middle',
        }),
      ].join(''),
    ),
    rect(700, 210, 480, 66, { rx: 16, fill: c.accent }),
    text(940, 251, de ? 'Admin UI für Ihr Team' : 'Admin UI for your team', {
      size: 20,
      weight: 700,
      anchor: 'middle',
    }),
    path('M940 276V300', { stroke: c.accent, 'stroke-width': 6, fill: 'none' }),
    card(700, 574, 480, 56, 14),
    text(940, 609, de ? 'Backups · Monitoring · Updates' : 'Backups · monitoring · upgrades', {
      size: 17,
      fill: c.inkSoft,
      anchor: 'middle',
    }),
  ])
}
