import type { Bilingual } from '../bilingual'
import { t } from '../bilingual'
import { architectureDiagram } from './diagram'
import { coverVisual, heroVisual } from './illustrations'
import { logo } from './logos'
import type { Motif } from './motifs'
import { portrait, type Portrait } from './portraits'
import { adminScreen, type ScreenKind } from './screens'
import { palette as c } from './svg'
import { weatherPricingDiagram } from './weatherDiagram'

/**
 * One image of the demo content. `name` is the stem of its file name and identifies it on later
 * runs; `alt` is empty in both languages for decorative images.
 */
export type Artwork = {
  name: string
  draw: () => string
  alt: Bilingual
  focal: { x: number; y: number }
}

/** Where an image goes when the seed creates it: an empty image field of a seeded document. */
export type Placement =
  | { collection: 'posts' | 'case-studies'; key: string; field: 'heroImage'; image: string }
  | { collection: 'team-members'; key: string; field: 'photo'; image: string }
  | { collection: 'testimonials'; key: string; field: 'logo'; image: string }
  /** The media of the page's first hero block; `image` per language. */
  | { collection: 'pages'; key: string; field: 'hero'; image: Bilingual }

const decorative = t('', '')
const centre = { x: 50, y: 50 }

/** File names of the images (without extension); a screen or diagram has one per language. */
export const bothLanguages = (stem: string) => t(`${stem}-de`, `${stem}-en`)
export const screenName = (kind: ScreenKind) => `unbound-admin-${kind}`
export const diagramName = (diagram: 'architecture' | 'weather-pricing') => `unbound-${diagram}`
const heroName = (page: string) => `unbound-hero-${page}`
const coverName = (collection: 'posts' | 'case-studies', key: string) =>
  `unbound-cover-${collection === 'posts' ? 'post' : 'story'}-${key}`
const portraitName = (key: string) => `unbound-portrait-${key}`
export const logoName = (story: string) => `unbound-logo-${story}`

const screenAlt: Record<ScreenKind, Bilingual> = {
  orders: t(
    'Admin UI: Bestellliste mit Status wie bezahlt, bestätigt oder offene Rechnung, mit den Aktionen Bestätigen und Als bezahlt markieren',
    'Admin UI: order list with states such as paid, confirmed or invoice open, with the actions confirm and mark as paid',
  ),
  products: t(
    'Admin UI: ein Velo mit Varianten nach Grösse und Farbe und Preisen pro Land und Währung in CHF, EUR und USD',
    'Admin UI: a bicycle with variants by size and colour and prices per country and currency in CHF, EUR and USD',
  ),
  quotations: t(
    'Admin UI: Offertenliste und eine offene Offerte mit Positionen und den Knöpfen Bestätigen und Ablehnen',
    'Admin UI: list of quotations and an open quotation with its items and the buttons confirm and reject',
  ),
  filters: t(
    'Admin UI: Facettenfilter für Farbe, Grösse, Marke und Preis mit Trefferzahlen und einer Vorschau im Shop',
    'Admin UI: faceted filters for colour, size, brand and price with hit counts and a storefront preview',
  ),
  settings: t(
    'Admin UI: Einstellungen für Sprachen, Länder, Währungen, Zahlungs-, Liefer- und Lageranbieter',
    'Admin UI: settings for languages, countries, currencies, payment, delivery and warehousing providers',
  ),
}

const languageNote = {
  de: t(' (deutsche Fassung)', ' (German version)'),
  en: t(' (englische Fassung)', ' (English version)'),
}
const withNote = (alt: Bilingual, note: Bilingual): Bilingual =>
  t(alt.de + note.de, alt.en + note.en)

const screens: Artwork[] = (
  ['orders', 'products', 'quotations', 'filters', 'settings'] as const
).flatMap((kind) =>
  (['de', 'en'] as const).map((language) => ({
    name: bothLanguages(screenName(kind))[language],
    draw: () => adminScreen(kind, language),
    alt: withNote(screenAlt[kind], languageNote[language]),
    focal: { x: 60, y: 40 },
  })),
)

const architectureAlt = t(
  'Architektur: Webshop, App, Kasse und ERP sprechen über die GraphQL-API mit der Unbound Engine; dazu die Admin UI und das Hosting in der Schweizer Cloud',
  'Architecture: storefront, mobile app, point of sale and ERP talk to the Unbound Engine through its GraphQL API, with the admin UI and hosting in the Swiss cloud',
)
const weatherPricingAlt = t(
  'Ablauf des Wetter-Plugins: Der Wetterdienst meldet 23 °C in Zürich; für ein Glacé-Produkt in USD ab 20 °C steigt der Preis im Warenkorb von 4.50 auf 5.50 USD; kühler, in anderer Währung oder bei anderen Produkten bleibt er gleich',
  'How the weather plugin works: the weather service reports 23 °C in Zurich; for an ice-cream product in USD at 20 °C or more the price in the cart rises from 4.50 to 5.50 USD; cooler, in another currency or for other products it stays the same',
)
const diagrams: Artwork[] = (['de', 'en'] as const).flatMap((language) => [
  {
    name: bothLanguages(diagramName('architecture'))[language],
    draw: () => architectureDiagram(language),
    alt: withNote(architectureAlt, languageNote[language]),
    focal: { x: 65, y: 55 },
  },
  {
    name: bothLanguages(diagramName('weather-pricing'))[language],
    draw: () => weatherPricingDiagram(language),
    alt: withNote(weatherPricingAlt, languageNote[language]),
    focal: centre,
  },
])

const heroMotifs: [page: string, motif: Motif][] = [
  ['home', 'network'],
  ['blockchain', 'blocks'],
  ['crypto-payments', 'coin'],
  ['event-ticketing', 'ticket'],
  ['retail', 'bag'],
  ['wholesale-b2b', 'pallet'],
  ['operational-services', 'server'],
  ['professional-services', 'tools'],
  ['migrations', 'migration'],
  ['tailor-made', 'configurator'],
  ['ecommerce-audit', 'audit'],
]
const heroes: Artwork[] = heroMotifs.map(([page, motif], index) => ({
  name: heroName(page),
  draw: () => heroVisual(motif, index + 7),
  alt: decorative,
  focal: centre,
}))

const covers: [collection: 'posts' | 'case-studies', key: string, motif: Motif, alt: Bilingual][] =
  [
    [
      'case-studies',
      'hospitality-association',
      'hospitality',
      t(
        'Berggipfel, Teller und neun Punkte für die Regionen des Verbands',
        'Mountain peaks, a plate and nine dots for the regions of the association',
      ),
    ],
    [
      'case-studies',
      'medical-supplies',
      'medical',
      t(
        'Ein Paket und ein medizinisches Kreuz für das Lieferantenportal',
        'A parcel and a medical cross for the supplier portal',
      ),
    ],
    [
      'case-studies',
      'office-distributor',
      'paper',
      t(
        'Papierstapel und eine Warteschlange, die fehlgeschlagene Aufträge erneut versucht',
        'A stack of paper and a queue that retries failed jobs',
      ),
    ],
    [
      'case-studies',
      'bicycle-retailer',
      'bicycle',
      t('Illustration eines Velos', 'Illustration of a bicycle'),
    ],
    [
      'case-studies',
      'dynamic-art',
      'art',
      t(
        'Ein Bild im Rahmen und ein Preisschild mit Prozentzeichen',
        'A framed picture and a price tag with a percent sign',
      ),
    ],
    [
      'posts',
      'release-quotations-subscriptions',
      'release',
      t(
        'Ein bestätigtes Dokument und ein Kreislauf mit Pausenzeichen für Abonnements',
        'A confirmed document and a cycle with a pause sign for subscriptions',
      ),
    ],
    [
      'posts',
      'weather-pricing',
      'weather',
      t(
        'Sonne und Wolke neben einem Preisschild mit minus 10 Prozent',
        'Sun and cloud next to a price tag showing minus 10 percent',
      ),
    ],
    [
      'posts',
      'ticketing-without-fees',
      'ticket',
      t('Ein Eventticket mit QR-Code', 'An event ticket with a QR code'),
    ],
    [
      'posts',
      'zero-downtime-migration',
      'migration',
      t('Ein Pfeil vom alten zum neuen Shop', 'An arrow from the old shop to the new one'),
    ],
    [
      'posts',
      'crypto-payments-chf',
      'coin',
      t('Eine Bitcoin-Münze, die zu Franken wird', 'A bitcoin coin turning into Swiss francs'),
    ],
    [
      'posts',
      'erp-work-queue',
      'queue',
      t(
        'Eine Warteschlange mit einem erneuten Versuch nach wachsender Wartezeit',
        'A work queue retrying after a growing wait',
      ),
    ],
    [
      'posts',
      'choosing-support-level',
      'support',
      t('Eine Uhr mit den Angaben 24/7 und 99.99 %', 'A clock with the labels 24/7 and 99.99%'),
    ],
  ]
const coverArt: Artwork[] = covers.map(([collection, key, motif, alt], index) => ({
  name: coverName(collection, key),
  draw: () => coverVisual(motif, index + 31),
  alt,
  focal: { x: 63, y: 50 },
}))

const people: [key: string, name: string, look: Portrait][] = [
  [
    'team-1',
    'Lena Brunner',
    {
      background: c.brandSoft,
      skin: '#f1c7a5',
      hair: '#8a4b2a',
      hairStyle: 'long',
      shirt: c.brand,
    },
  ],
  [
    'team-2',
    'Marco Keller',
    {
      background: c.accentSoft,
      skin: '#e0ac85',
      hair: '#2b2320',
      hairStyle: 'short',
      shirt: c.deep,
      glasses: true,
    },
  ],
  [
    'team-3',
    'Sofia Rossi',
    {
      background: c.successSoft,
      skin: '#c98e66',
      hair: '#1d1716',
      hairStyle: 'bun',
      shirt: c.accent,
    },
  ],
  [
    'team-4',
    'Daniel Meier',
    {
      background: c.surfaceAlt,
      skin: '#f3d2b8',
      hair: '#b98a4e',
      hairStyle: 'bald',
      shirt: c.success,
      beard: true,
    },
  ],
  [
    'team-5',
    'Aylin Demir',
    {
      background: '#e8e4ff',
      skin: '#a8714f',
      hair: '#3a2418',
      hairStyle: 'curly',
      shirt: c.violet,
      glasses: true,
    },
  ],
]
const portraits: Artwork[] = people.map(([key, name, look]) => ({
  name: portraitName(key),
  draw: () => portrait(look),
  alt: t(`Illustriertes Porträt von ${name}`, `Illustrated portrait of ${name}`),
  focal: { x: 50, y: 42 },
}))

/** Customers of the success stories; the first three also give testimonials. */
export const customers: [
  story: string,
  testimonial: string | null,
  lines: string[],
  mark: Parameters<typeof logo>[0],
  color: string,
][] = [
  [
    'hospitality-association',
    'testimonial-hospitality',
    ['Gastro Allianz', 'Alpenraum'],
    'mountain',
    c.success,
  ],
  ['medical-supplies', 'testimonial-medical', ['Praxisbedarf', 'Helvetia AG'], 'cross', '#c8283c'],
  ['bicycle-retailer', 'testimonial-bicycle', ['Velowerk', 'Bern'], 'wheel', c.ink],
  ['office-distributor', null, ['Bürowelt', 'Fankhauser AG'], 'sheets', c.brand],
  ['dynamic-art', null, ['Atelier Prozent'], 'percent', c.deep],
]
const logos: Artwork[] = customers.map(([story, , lines, mark, color]) => ({
  name: logoName(story),
  draw: () => logo(mark, lines, color),
  alt: t(`Logo von ${lines.join(' ')}`, `${lines.join(' ')} logo`),
  focal: centre,
}))

export const artworks: Artwork[] = [
  ...heroes,
  ...screens,
  ...diagrams,
  ...coverArt,
  ...portraits,
  ...logos,
]

const same = (name: string) => t(name, name)

export const placements: Placement[] = [
  ...heroMotifs.map(([page]) => ({
    collection: 'pages' as const,
    key: page,
    field: 'hero' as const,
    image: same(heroName(page)),
  })),
  {
    collection: 'pages',
    key: 'admin-ui',
    field: 'hero',
    image: bothLanguages(screenName('orders')),
  },
  {
    collection: 'pages',
    key: 'engine',
    field: 'hero',
    image: bothLanguages(diagramName('architecture')),
  },
  ...covers.map(([collection, key]) => ({
    collection,
    key,
    field: 'heroImage' as const,
    image: coverName(collection, key),
  })),
  ...people.map(([key]) => ({
    collection: 'team-members' as const,
    key,
    field: 'photo' as const,
    image: portraitName(key),
  })),
  ...customers.flatMap(([story, testimonial]) =>
    testimonial
      ? [
          {
            collection: 'testimonials' as const,
            key: testimonial,
            field: 'logo' as const,
            image: logoName(story),
          },
        ]
      : [],
  ),
]
