import { ref, rich, t } from '../bilingual'
import type { SeedSet } from '../types'

/**
 * The code listing of the developer sample "weather-dependent pricing" (key 'weather-pricing').
 * Stored as a plain string in the post's non-localized `codeSample` field; never executed here.
 */
const weatherPricingSample = String.raw`// src/plugins/weather-pricing.ts
//
// Weather-dependent pricing for the Unbound Engine.
// Products tagged "weather-priced" cost 1 USD more as soon as the current
// temperature in Zurich reaches 20 degrees Celsius.

import { definePricingPlugin, type PriceAdjustment, type PricingContext } from '@unbound/engine/pricing'

const WEATHER_TAG = 'weather-priced'
const ZURICH = { latitude: 47.3769, longitude: 8.5417 }
const THRESHOLD_CELSIUS = 20
const SURCHARGE_CURRENCY = 'USD'
const SURCHARGE_MINOR_UNITS = 100 // 100 cents = 1 USD per unit
const CACHE_TTL_MS = 10 * 60 * 1000 // ask the weather service at most every 10 minutes
const STALE_AFTER_MS = 30 * 60 * 1000 // ignore readings older than 30 minutes
const REQUEST_TIMEOUT_MS = 1500

type Reading = { celsius: number; measuredAt: number }

/** Reads the current air temperature in Zurich from Open-Meteo, with a small in-memory cache. */
export class ZurichTemperature {
  private last: Reading | null = null
  private pending: Promise<Reading | null> | null = null

  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async celsius(): Promise<number | null> {
    const last = this.last
    if (last && this.now() - last.measuredAt < CACHE_TTL_MS) return last.celsius
    // Many carts are priced at the same moment: share one request between them.
    this.pending ??= this.fetchReading().finally(() => {
      this.pending = null
    })
    const reading = await this.pending
    if (reading) return reading.celsius
    // The weather service is down or slow: fall back to a recent reading, or to no surcharge.
    return last && this.now() - last.measuredAt < STALE_AFTER_MS ? last.celsius : null
  }

  private async fetchReading(): Promise<Reading | null> {
    const url = new URL('https://api.open-meteo.com/v1/forecast')
    url.searchParams.set('latitude', String(ZURICH.latitude))
    url.searchParams.set('longitude', String(ZURICH.longitude))
    url.searchParams.set('current', 'temperature_2m')
    try {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      if (!response.ok) return null
      const body = (await response.json()) as { current?: { temperature_2m?: unknown } }
      const celsius = body.current?.temperature_2m
      if (typeof celsius !== 'number' || !Number.isFinite(celsius)) return null
      this.last = { celsius, measuredAt: this.now() }
      return this.last
    } catch {
      return null
    }
  }
}

/** Pure rule, easy to unit-test: the surcharge in minor units for one cart line. */
export function weatherSurcharge(celsius: number | null, currency: string, quantity: number): number {
  if (celsius === null || currency !== SURCHARGE_CURRENCY) return 0
  return celsius >= THRESHOLD_CELSIUS ? SURCHARGE_MINOR_UNITS * quantity : 0
}

export function weatherPricing(temperature = new ZurichTemperature()) {
  return definePricingPlugin({
    key: 'example.weather-zurich',
    label: 'Weather surcharge (Zurich, 20 °C)',
    // Runs after the base price (order 0) and before discounts (order 100),
    // so promotional codes still apply to the final price.
    order: 50,

    appliesTo: ({ product }: PricingContext) => product.tags.includes(WEATHER_TAG),

    async adjust({ currency, quantity, log }: PricingContext): Promise<PriceAdjustment[]> {
      const celsius = await temperature.celsius()
      const amount = weatherSurcharge(celsius, currency, quantity)
      log.debug('weather pricing', { celsius, currency, quantity, amount })
      if (amount === 0) return []
      return [
        {
          amount,
          currency,
          taxable: true,
          label: { en: 'Summer surcharge', de: 'Sommerzuschlag' },
          // Stored with the order, so the price stays explainable afterwards.
          meta: { celsius, thresholdCelsius: THRESHOLD_CELSIUS, source: 'open-meteo' },
        },
      ]
    },
  })
}

// src/engine.ts: register the plugin when the engine starts.
//
// import { startEngine } from '@unbound/engine'
// import { weatherPricing } from './plugins/weather-pricing'
//
// await startEngine({
//   plugins: [weatherPricing()],
// })
`

const authors = (...keys: string[]) => keys.map((key) => ref('team-members', key))
const categories = (...keys: string[]) => keys.map((key) => ref('categories', key))

/** Blog posts, newest first. */
export const posts: SeedSet = {
  collection: 'posts',
  match: 'slug',
  documents: [
    {
      key: 'release-quotations-subscriptions',
      data: {
        title: t(
          'Neu in der Unbound Engine: Offerten, flexible Abonnements und schnellere Facetten',
          'New in the Unbound Engine: quotations, flexible subscriptions and faster facets',
        ),
        slug: t('neu-offerten-abonnements-facetten', 'new-quotations-subscriptions-facets'),
        excerpt: t(
          'Das Herbst-Release bringt einen durchgängigen Offert-Workflow, Abonnements, die Kundinnen und Kunden selbst pausieren und anpassen können, und eine spürbar schnellere Facettensuche.',
          'The autumn release brings an end-to-end quotation workflow, subscriptions that customers can pause and adjust themselves, and noticeably faster faceted search.',
        ),
        content: rich(
          `Unser Herbst-Release konzentriert sich auf drei Bereiche, nach denen Kundinnen, Kunden und die Community am häufigsten gefragt haben: Offerten im B2B-Geschäft, Abonnements und die Geschwindigkeit der Facettensuche. Alle Änderungen sind über die GraphQL-API verfügbar und in der Admin-UI sichtbar.

## Offerten: anfragen, bestätigen, ablehnen

Im B2B-Handel beginnt ein Geschäft oft mit einer Anfrage statt mit einem Warenkorb. Kundinnen und Kunden können jetzt für einzelne Produkte oder ganze Warenkörbe eine Offerte anfordern. Ihr Team erstellt das Angebot in der Admin-UI, mit angepassten Preisen und Gültigkeitsdatum. Die Kundin bestätigt oder lehnt die Offerte ab, und eine bestätigte Offerte wird ohne Umweg zur Bestellung.

## Abonnements, die sich dem Leben anpassen

Abonnements lassen sich jetzt pausieren, vergrössern, verkleinern und mit einer Testphase starten. Kundinnen und Kunden erledigen das selbst im Kundenkonto, statt den Kundendienst anzuschreiben. Für Händler bedeutet das weniger Kündigungen: Wer in die Ferien fährt, pausiert, statt zu kündigen.

## Facetten: schneller und übersetzt

Die Facettensuche berechnet Trefferzahlen nun deutlich effizienter, besonders in Sortimenten mit vielen Varianten. Filter lassen sich pro Sortiment definieren und in jeder Sprache benennen. Die API liefert Treffer und Facettenzähler weiterhin in einer einzigen Abfrage.

## Upgrade

Für Instanzen in der Unbound Cloud mit Upgrade-Versicherung übernehmen wir das Upgrade. Alle anderen finden die Migrationshinweise in der Dokumentation. Fragen? [Schreiben Sie uns](/de/kontakt).`,
          `Our autumn release focuses on the three areas customers and the community asked about most: quotations in B2B, subscriptions and the speed of faceted search. All changes are available through the GraphQL API and visible in the admin UI.

## Quotations: request, confirm, reject

In B2B, business often starts with a request rather than a cart. Customers can now request a quotation for individual products or entire carts. Your team prepares the offer in the admin UI, with adjusted prices and a validity date. The customer confirms or rejects the quotation, and a confirmed quotation becomes an order without detours.

## Subscriptions that adapt to life

Subscriptions can now be paused, upsized, downsized and started with a trial period. Customers do this themselves in their account instead of writing to customer service. For merchants that means fewer cancellations: people going on holiday pause instead of cancelling.

## Facets: faster and translated

Faceted search now calculates hit counts much more efficiently, especially in assortments with many variants. Filters can be defined per assortment and named in every language. The API still returns hits and facet counts in a single query.

## Upgrading

For Unbound Cloud instances with upgrade insurance, we take care of the upgrade. Everyone else will find the migration notes in the documentation. Questions? [Write to us](/en/contact).`,
        ),
        publishedAt: '2026-10-13T07:00:00.000Z',
        authors: authors('team-2', 'team-3'),
        categories: categories('product'),
        meta: {
          title: t(
            'Neu: Offerten, Abonnements und schnellere Facetten',
            'New: quotations, subscriptions and faster facets',
          ),
          description: t(
            'Das Herbst-Release der Unbound Engine: Offert-Workflow für B2B, pausierbare Abonnements und eine schnellere Facettensuche.',
            'The Unbound Engine autumn release: a quotation workflow for B2B, pausable subscriptions and faster faceted search.',
          ),
        },
      },
    },
    {
      key: 'weather-pricing',
      data: {
        title: t(
          'Wetterabhängige Preise: ein Preis-Plugin für die Unbound Engine',
          'Weather-dependent pricing: a pricing plugin for the Unbound Engine',
        ),
        slug: t('wetterabhaengige-preise', 'weather-dependent-pricing'),
        excerpt: t(
          'Sobald es in Zürich 20 Grad warm wird, kostet ein Produkt 1 USD mehr. Ein spielerisches Beispiel, das zeigt, wie Preisregeln in der Unbound Engine als Plugin funktionieren.',
          'As soon as Zurich reaches 20 degrees Celsius, a product costs 1 USD more. A playful example that shows how pricing rules work as plugins in the Unbound Engine.',
        ),
        content: rich(
          `Preise sind in den meisten Shopsystemen eine Zahl in einem Feld. In der Unbound Engine sind sie das Ergebnis einer Kette von Preis-Plugins: Zuerst kommt der Basispreis für Land und Währung, danach können beliebige Regeln Zuschläge oder Abzüge hinzufügen, und am Schluss werden Rabatte angewendet. Um zu zeigen, wie offen diese Kette ist, haben wir ein bewusst verspieltes Beispiel gebaut: **Sobald es in Zürich 20 Grad Celsius warm wird, kostet ein Produkt 1 USD mehr.**

## Die Idee

Stellen Sie sich eine Glacemanufaktur vor, die an heissen Tagen mehr Nachfrage hat, als sie produzieren kann. Oder einen Getränkehändler, der an warmen Tagen einen Sommerzuschlag erhebt. Das Muster ist immer dasselbe: Ein externer Messwert, hier die aktuelle Temperatur, beeinflusst den Preis. Genauso gut könnte es ein Wechselkurs, ein Lagerbestand oder, wie bei unserem Kunstprojekt, die Anzahl bisheriger Verkäufe sein.

## So funktioniert das Plugin

Das Plugin unten besteht aus drei Teilen:

- **ZurichTemperature** fragt die aktuelle Temperatur bei Open-Meteo ab, einem frei zugänglichen Wetterdienst. Das Ergebnis wird zehn Minuten zwischengespeichert, und gleichzeitige Anfragen teilen sich einen einzigen Aufruf.
- **weatherSurcharge** ist die eigentliche Regel als reine Funktion: ab 20 Grad und in der Währung USD 100 Cent pro Stück, sonst nichts. Reine Funktionen lassen sich einfach testen.
- **weatherPricing** registriert die Regel als Preis-Plugin mit der Reihenfolge 50, also nach dem Basispreis und vor den Rabatten. Es gilt nur für Produkte mit dem Tag \`weather-priced\`.

Registriert wird das Plugin beim Start der Engine mit \`startEngine({ plugins: [weatherPricing()] })\`. Danach liefert jede Preisabfrage über die GraphQL-API automatisch den angepassten Preis, in Produktlisten ebenso wie im Warenkorb.

## Worauf es in der Praxis ankommt

Ein Preis darf nie daran scheitern, dass ein Wetterdienst nicht antwortet. Das Plugin bricht die Abfrage deshalb nach 1,5 Sekunden ab und verwendet im Zweifel den letzten Messwert oder gar keinen Zuschlag. Ausserdem speichert es Temperatur und Schwellenwert als Metadaten an der Bestellposition, damit sich jeder Preis auch Monate später erklären lässt.

Wichtig ist auch die Transparenz: Weil sich der Preis zwischen Warenkorb und Bezahlung ändern kann, berechnet die Engine ihn beim Checkout erneut und zeigt den endgültigen Betrag vor der Zahlung an. Wer so etwas produktiv einsetzt, sollte den Zuschlag im Front-End klar benennen.

## Ausprobieren

Starten Sie eine Instanz in der [Unbound Cloud](/de/cloud) mit 14 Tagen kostenloser Testphase, legen Sie ein Produkt mit dem Tag \`weather-priced\` an und warten Sie auf den nächsten warmen Tag in Zürich. Oder senken Sie den Schwellenwert im Code, wenn es gerade Winter ist.`,
          `In most shop systems a price is a number in a field. In the Unbound Engine it is the result of a chain of pricing plugins: first comes the base price for the country and currency, then any number of rules can add surcharges or deductions, and finally discounts are applied. To show how open that chain is, we built a deliberately playful example: **as soon as Zurich reaches 20 degrees Celsius, a product costs 1 USD more.**

## The idea

Imagine an ice-cream maker with more demand on hot days than it can produce. Or a drinks retailer that charges a summer surcharge on warm days. The pattern is always the same: an external measurement, here the current temperature, influences the price. It could just as well be an exchange rate, a stock level or, as in our art project, the number of previous sales.

## How the plugin works

The plugin below consists of three parts:

- **ZurichTemperature** fetches the current temperature from Open-Meteo, a freely available weather service. The result is cached for ten minutes, and concurrent requests share a single call.
- **weatherSurcharge** is the actual rule as a pure function: from 20 degrees, and in USD, 100 cents per unit, otherwise nothing. Pure functions are easy to test.
- **weatherPricing** registers the rule as a pricing plugin with order 50, that is after the base price and before discounts. It only applies to products tagged \`weather-priced\`.

The plugin is registered when the engine starts, with \`startEngine({ plugins: [weatherPricing()] })\`. From then on, every price query through the GraphQL API returns the adjusted price automatically, in product lists as well as in the cart.

## What matters in practice

A price must never fail because a weather service is not answering. The plugin therefore aborts the request after 1.5 seconds and, when in doubt, uses the last reading or no surcharge at all. It also stores the temperature and the threshold as metadata on the order line, so every price can still be explained months later.

Transparency matters too: because the price can change between cart and payment, the engine recalculates it at checkout and shows the final amount before payment. Anyone using something like this in production should label the surcharge clearly in the front end.

## Try it

Start an instance on [Unbound Cloud](/en/cloud) with a free 14-day trial, create a product tagged \`weather-priced\` and wait for the next warm day in Zurich. Or lower the threshold in the code if it happens to be winter.`,
        ),
        codeSample: weatherPricingSample,
        publishedAt: '2026-08-26T07:00:00.000Z',
        authors: authors('team-2'),
        categories: categories('engineering'),
        meta: {
          title: t(
            'Wetterabhängige Preise mit der Unbound Engine',
            'Weather-dependent pricing with the Unbound Engine',
          ),
          description: t(
            'Ab 20 Grad in Zürich kostet ein Produkt 1 USD mehr: ein vollständiges Preis-Plugin in TypeScript für die Unbound Engine.',
            'From 20 degrees Celsius in Zurich a product costs 1 USD more: a complete TypeScript pricing plugin for the Unbound Engine.',
          ),
        },
      },
    },
    {
      key: 'ticketing-without-fees',
      data: {
        title: t(
          'Event-Ticketing ohne Ticketgebühren: so geht es',
          'Event ticketing without ticketing fees: how it works',
        ),
        slug: t('event-ticketing-ohne-ticketgebuehren', 'event-ticketing-without-fees'),
        excerpt: t(
          'Ticketplattformen verdienen an jedem verkauften Ticket mit. Mit einer eigenen Commerce-Engine verkaufen Veranstalter direkt, mit Wallet-Pässen, Abendkasse und Einlass per Smartphone.',
          'Ticketing platforms take a cut of every ticket sold. With their own commerce engine, organisers sell directly, with wallet passes, a box office and admission scanning by smartphone.',
        ),
        content: rich(
          `Für viele Veranstalter ist die Ticketplattform ein notwendiges Übel. Sie übernimmt den Verkauf, behält aber pro Ticket eine Gebühr ein, kontrolliert die Daten der Gäste und bestimmt, wie der Kaufprozess aussieht. Bei einem Festival mit zehntausenden Tickets kommt so ein Betrag zusammen, der ein ganzes zusätzliches Konzert finanzieren könnte.

## Tickets sind Produkte

Aus Sicht einer Commerce-Engine ist ein Ticket ein Produkt mit begrenztem Lagerbestand, Varianten wie Kategorie oder Datum und besonderen Lieferbedingungen. Genau so behandelt die Unbound Engine Tickets: Sie nutzen Preise, Rabatte, Promo-Codes und Zahlungsanbieter wie jeder andere Shop, und es fallen **keine Ticketgebühren** an.

## Was Veranstalter brauchen

- **Wallet-Pässe**: Das Ticket landet direkt in der Wallet des Smartphones und kann aktualisiert werden.
- **Abendkasse**: Barverkauf vor Ort über dieselbe Engine, damit Kontingente nie doppelt verkauft werden.
- **Einlass per Smartphone**: Das Personal scannt Tickets mit gewöhnlichen Smartphones, ohne teure Spezialgeräte.
- **Live-Reports**: Verkäufe und Eintritte in Echtzeit, für Entscheidungen noch am Abend.
- **Promo-Codes** für Partner, Sponsoren und Frühbucher

## Die Gäste gehören Ihnen

Wer selbst verkauft, kennt seine Gäste. Sie können sie nach dem Anlass anschreiben, ihnen das nächste Programm vorstellen und das Kauferlebnis im eigenen Design gestalten, statt im Look der Plattform. Mehr dazu auf der Seite [Event-Ticketing](/de/event-ticketing).`,
          `For many organisers, the ticketing platform is a necessary evil. It handles sales but keeps a fee for every ticket, controls the guests' data and decides what the buying process looks like. At a festival with tens of thousands of tickets, this adds up to an amount that could fund an entire extra concert.

## Tickets are products

From a commerce engine's point of view, a ticket is a product with limited stock, variants such as category or date, and special delivery terms. That is exactly how the Unbound Engine treats tickets: you use prices, discounts, promotional codes and payment providers like any other shop, and there are **no ticketing fees**.

## What organisers need

- **Wallet passes**: the ticket goes straight into the phone's wallet and can be updated.
- **Box office**: cash sales on site through the same engine, so allocations are never sold twice.
- **Admission by smartphone**: staff scan tickets with ordinary phones, without expensive special devices.
- **Live reports**: sales and admissions in real time, for decisions on the night.
- **Promotional codes** for partners, sponsors and early birds

## Your guests belong to you

If you sell yourself, you know your guests. You can write to them after the event, introduce the next programme and design the buying experience in your own style instead of the platform's. Read more on the page [Event ticketing](/en/event-ticketing).`,
        ),
        publishedAt: '2026-05-05T07:00:00.000Z',
        authors: authors('team-1', 'team-3'),
        categories: categories('strategy'),
        meta: {
          title: t('Event-Ticketing ohne Ticketgebühren', 'Event ticketing without ticketing fees'),
          description: t(
            'Tickets direkt verkaufen: Wallet-Pässe, Abendkasse, Einlass per Smartphone und Live-Reports, ohne Gebühr pro Ticket.',
            'Sell tickets directly: wallet passes, box office, admission by smartphone and live reports, without a fee per ticket.',
          ),
        },
      },
    },
    {
      key: 'zero-downtime-migration',
      data: {
        title: t(
          'Shop-Migration ohne Ausfallzeit: unser Vorgehen',
          'Migrating a shop without downtime: our approach',
        ),
        slug: t('shop-migration-ohne-ausfallzeit', 'shop-migration-without-downtime'),
        excerpt: t(
          'Ein Shop-Wechsel muss kein Wochenende mit Wartungsseite sein. So planen wir Migrationen, bei denen der alte Shop bis zur letzten Minute verkauft.',
          'Switching shop platforms does not have to mean a weekend behind a maintenance page. This is how we plan migrations in which the old shop keeps selling until the very last minute.',
        ),
        content: rich(
          `Viele Unternehmen bleiben länger auf einer alten Shop-Plattform, als ihnen lieb ist. Der Grund ist selten die Technik, sondern die Angst vor dem Umzug: verlorene Kundenkonten, fehlende Bestellhistorie, gebrochene Links und ein Wochenende, an dem nichts verkauft wird. Wir haben Migrationen so oft begleitet, dass daraus ein festes Vorgehen geworden ist.

## 1. Inventur vor dem Umzug

Am Anfang steht eine ehrliche Bestandsaufnahme: Welche Daten gibt es, welche davon werden wirklich gebraucht, und welche Systeme hängen am alten Shop? Oft zeigt sich hier, dass Erweiterungen und Sonderlösungen im neuen Shop einfacher als Plugin oder über die API umgesetzt werden.

## 2. Parallelbetrieb statt Big Bang

Die **Unbound Engine** läuft von Beginn an parallel zum alten Shop. Produkte, Kundenkonten und Bestellhistorie werden zunächst vollständig übernommen und danach laufend nachgeführt. So testen wir mit echten Daten, ohne dass Kundinnen und Kunden etwas davon merken.

## 3. Links und Suchmaschinen

Jede alte URL bekommt eine Weiterleitung auf die neue Adresse. Produktseiten, Kategorien und Inhalte behalten so ihr Ranking in Suchmaschinen, und Lesezeichen der Kundschaft funktionieren weiter.

## 4. Umschalten, nicht abschalten

Am Stichtag werden die letzten Änderungen synchronisiert und der Verkehr umgeleitet. Der alte Shop verkauft bis zu diesem Moment, und Bestellungen, die in den letzten Minuten eingehen, werden nachgezogen. Danach bleibt er noch einige Wochen im Lesemodus erreichbar, als Sicherheitsnetz.

## Ihr Shop als nächstes?

Ob Ihr Shop auf einem Standard-System oder einer Eigenentwicklung läuft: Wir schätzen Aufwand und Risiken gerne ein. Starten Sie mit unserem kostenlosen [E-Commerce-Audit](/de/e-commerce-audit) oder lesen Sie mehr auf der Seite [Migration](/de/migration).`,
          `Many businesses stay on an old shop platform longer than they would like. The reason is rarely the technology; it is the fear of moving: lost customer accounts, missing order history, broken links and a weekend without any sales. We have guided so many migrations that a fixed approach has grown out of them.

## 1. Take stock before moving

It starts with an honest inventory: what data exists, which of it is really needed, and which systems depend on the old shop? This is often where it turns out that extensions and custom solutions are easier to build in the new shop as plugins or through the API.

## 2. Running in parallel instead of a big bang

The **Unbound Engine** runs in parallel with the old shop from the start. Products, customer accounts and order history are first migrated in full and then kept up to date continuously. This lets us test with real data without customers noticing anything.

## 3. Links and search engines

Every old URL gets a redirect to its new address. Product pages, categories and content keep their search rankings, and customers' bookmarks keep working.

## 4. Switch over, don't switch off

On the day itself, the last changes are synchronised and traffic is redirected. The old shop keeps selling until that moment, and orders that come in during the last few minutes are carried over. Afterwards it stays reachable in read-only mode for a few weeks, as a safety net.

## Is your shop next?

Whether your shop runs on a standard system or a custom build, we are happy to assess the effort and the risks. Start with our free [e-commerce audit](/en/ecommerce-audit) or read more on the page [Migrations](/en/migrations).`,
        ),
        publishedAt: '2026-02-24T07:00:00.000Z',
        authors: authors('team-5'),
        categories: categories('strategy', 'engineering'),
        meta: {
          title: t('Shop-Migration ohne Ausfallzeit', 'Shop migration without downtime'),
          description: t(
            'Inventur, Parallelbetrieb, Weiterleitungen und ein sauberer Stichtag: so migrieren wir Onlineshops ohne Ausfallzeit.',
            'Inventory, parallel running, redirects and a clean switch-over: how we migrate online shops without downtime.',
          ),
        },
      },
    },
    {
      key: 'crypto-payments-chf',
      data: {
        title: t(
          'In Bitcoin bezahlen lassen, in Franken erhalten',
          'Get paid in Bitcoin, receive Swiss francs',
        ),
        slug: t('bitcoin-bezahlen-franken-erhalten', 'bitcoin-payments-swiss-francs'),
        excerpt: t(
          'Kryptozahlungen ohne Kursrisiko: Die Kundschaft bezahlt in BTC, der Händler erhält CHF. Was dahintersteckt und was ein XPUB damit zu tun hat.',
          'Crypto payments without exchange-rate risk: the customer pays in BTC, the merchant receives CHF. What lies behind it and what an XPUB has to do with it.',
        ),
        content: rich(
          `Immer mehr Kundinnen und Kunden möchten mit Kryptowährungen bezahlen. Viele Händler zögern trotzdem, und zwar aus nachvollziehbaren Gründen: Kursschwankungen, Buchhaltung und die Frage, wer sich um die Wallet kümmert. Mit einem Zahlungs-Gateway lassen sich diese Bedenken weitgehend ausräumen.

## Wie der Ablauf aussieht

Im Checkout wählt die Kundin Bitcoin als Zahlungsart. Die Engine zeigt den Betrag in BTC zum aktuellen Kurs und eine Empfangsadresse, die nur für diese Bestellung gilt. Sobald die Zahlung im Netzwerk bestätigt ist, wird die Bestellung als bezahlt markiert. Das Gateway wechselt den Betrag um, und der Händler erhält **Schweizer Franken** auf sein Konto, ohne selbst je Bitcoin zu halten.

## Warum jede Bestellung eine eigene Adresse bekommt

Würden alle Kundinnen und Kunden an dieselbe Adresse zahlen, liessen sich Zahlungen kaum zuordnen. Deshalb leitet die Engine aus einem [XPUB](/de/glossar/xpub), dem erweiterten öffentlichen Schlüssel, für jede Bestellung eine neue Adresse ab. Der private Schlüssel verlässt dabei nie die Wallet des Händlers oder des Gateways.

## Einrichtung in der Unbound Cloud

Beim Erstellen einer Engine-Instanz können Sie im Assistenten eine Krypto-XPUB-Adresse hinterlegen. Alternativ verbinden Sie später einen Zahlungsanbieter über ein Plugin. Beide Wege funktionieren neben Rechnung, Karte und weiteren Zahlungsarten.

## Auch für tokenisierte Güter

Wer digitale Zertifikate oder tokenisierte Güter verkauft, kombiniert Kryptozahlungen mit [Lazy Minting](/de/glossar/lazy-minting): Der Token entsteht erst beim Kauf. Mehr dazu auf den Seiten [Krypto-Zahlungen](/de/krypto-zahlungen) und [Blockchain](/de/blockchain).`,
          `More and more customers would like to pay with cryptocurrencies. Many merchants still hesitate, for understandable reasons: exchange-rate swings, accounting and the question of who looks after the wallet. A payment gateway removes most of these concerns.

## What the flow looks like

At checkout the customer chooses Bitcoin as the payment method. The engine shows the amount in BTC at the current rate and a receiving address that is valid only for this order. As soon as the payment is confirmed on the network, the order is marked as paid. The gateway converts the amount, and the merchant receives **Swiss francs** in their account without ever holding Bitcoin.

## Why every order gets its own address

If all customers paid to the same address, payments could hardly be matched to orders. That is why the engine derives a new address for every order from an [XPUB](/en/glossary/xpub), the extended public key. The private key never leaves the wallet of the merchant or the gateway.

## Setting it up on Unbound Cloud

When you create an engine instance, the wizard lets you enter a crypto XPUB address. Alternatively, you can connect a payment provider later through a plugin. Both work alongside invoice, card and other payment methods.

## For tokenized goods too

If you sell digital certificates or tokenized goods, combine crypto payments with [lazy minting](/en/glossary/lazy-minting): the token is created only at the moment of purchase. Read more on the pages [Crypto payments](/en/crypto-payments) and [Blockchain](/en/blockchain).`,
        ),
        publishedAt: '2025-12-09T07:00:00.000Z',
        authors: authors('team-1'),
        categories: categories('blockchain', 'strategy'),
        meta: {
          title: t('Bitcoin annehmen, Franken erhalten', 'Accept Bitcoin, receive Swiss francs'),
          description: t(
            'Kryptozahlungen ohne Kursrisiko: Kundschaft zahlt in BTC, Händler erhalten CHF. So funktioniert das mit Gateway und XPUB.',
            'Crypto payments without exchange-rate risk: customers pay in BTC, merchants receive CHF. How it works with a gateway and an XPUB.',
          ),
        },
      },
    },
    {
      key: 'erp-work-queue',
      data: {
        title: t(
          'Zuverlässige ERP-Anbindung mit Warteschlange und exponentiellem Backoff',
          'Reliable ERP integration with a work queue and exponential backoff',
        ),
        slug: t('erp-anbindung-warteschlange-backoff', 'erp-integration-work-queue-backoff'),
        excerpt: t(
          'Ältere ERP-Systeme sind langsam, nachts gesperrt und manchmal einfach weg. Wie eine Arbeitswarteschlange dafür sorgt, dass trotzdem keine Bestellung verloren geht.',
          'Legacy ERP systems are slow, locked at night and sometimes simply gone. How a work queue makes sure that no order gets lost anyway.',
        ),
        content: rich(
          `Die naheliegende Art, einen Shop mit einem ERP zu verbinden, ist ein direkter Aufruf: Bestellung abgeschlossen, ERP-Schnittstelle aufrufen, fertig. Das funktioniert genau so lange, bis das ERP nicht antwortet. Dann bleibt der Checkout hängen, die Bestellung fehlt im ERP, oder sie wird beim nächsten Versuch doppelt angelegt.

## Entkoppeln mit einer Arbeitswarteschlange

In unseren Projekten geht keine Bestellung direkt ans ERP. Stattdessen legt die Engine einen Auftrag in eine Warteschlange, zum Beispiel «Bestellung 10482 an ERP übergeben». Der Checkout ist damit sofort abgeschlossen, und ein Worker arbeitet die Aufträge im Hintergrund ab. Ist das ERP erreichbar, dauert das Sekunden. Ist es nicht erreichbar, wartet der Auftrag.

## Exponentieller Backoff mit Jitter

Schlägt ein Versuch fehl, wird der Auftrag nicht sofort wiederholt, sondern nach einer wachsenden Wartezeit: 30 Sekunden, 1 Minute, 2, 4, 8 Minuten und so weiter, bis zu einer Obergrenze von einer Stunde. Ein zufälliger Anteil, der sogenannte Jitter, verhindert, dass nach einer Störung alle Aufträge gleichzeitig anklopfen und das ERP gleich wieder überlasten.

## Idempotenz und Sichtbarkeit

Jeder Auftrag trägt eine eindeutige Kennung, die das ERP prüft. So wird eine Bestellung auch dann nur einmal verbucht, wenn die Bestätigung unterwegs verloren ging und der Auftrag erneut zugestellt wird. Aufträge, die nach einer festgelegten Anzahl Versuchen noch scheitern, landen nicht im Nirgendwo: Sie erscheinen in der Admin-UI unter Logs, und das Team wird benachrichtigt.

## In der Praxis

Bei einem Papier- und Büromaschinenhändler mit einem über zwanzig Jahre alten ERP ist seit dem Start auf diese Weise keine einzige Bestellung verloren gegangen. Die ganze Geschichte lesen Sie in unseren [Erfolgsgeschichten](/de/erfolgsgeschichten). Begriffe wie [exponentieller Backoff](/de/glossar/exponential-backoff) erklären wir im Glossar.`,
          `The obvious way to connect a shop to an ERP is a direct call: order placed, call the ERP interface, done. That works exactly until the ERP stops answering. Then the checkout hangs, the order is missing in the ERP, or it gets created twice on the next attempt.

## Decoupling with a work queue

In our projects, no order goes straight to the ERP. Instead, the engine puts a job into a queue, for example "hand order 10482 over to the ERP". The checkout completes immediately, and a worker processes the jobs in the background. If the ERP is reachable, this takes seconds. If it is not, the job waits.

## Exponential backoff with jitter

If an attempt fails, the job is not retried immediately but after a growing waiting time: 30 seconds, 1 minute, 2, 4, 8 minutes and so on, up to a ceiling of one hour. A random component, called jitter, prevents all jobs from knocking at the same moment after an outage and overloading the ERP straight away again.

## Idempotency and visibility

Every job carries a unique key that the ERP checks. That way an order is booked only once, even if the confirmation got lost on the way and the job is delivered again. Jobs that still fail after a set number of attempts do not vanish: they appear in the admin UI under logs, and the team is notified.

## In practice

At a paper and office machine distributor with an ERP more than twenty years old, not a single order has been lost this way since launch. Read the full story in our [success stories](/en/success-stories). Terms such as [exponential backoff](/en/glossary/exponential-backoff) are explained in the glossary.`,
        ),
        publishedAt: '2025-10-14T07:00:00.000Z',
        authors: authors('team-5', 'team-2'),
        categories: categories('engineering'),
        meta: {
          title: t(
            'ERP-Anbindung mit Warteschlange und Backoff',
            'ERP integration with a work queue and backoff',
          ),
          description: t(
            'Warum Shops Bestellungen nicht direkt ans ERP senden sollten und wie Warteschlange, Backoff und Idempotenz jede Bestellung sichern.',
            'Why shops should not send orders straight to the ERP, and how a queue, backoff and idempotency secure every order.',
          ),
        },
      },
    },
    {
      key: 'choosing-support-level',
      data: {
        title: t(
          '99 % oder 99,99 %? Die richtige Support-Stufe wählen',
          '99% or 99.99%? Choosing the right support level',
        ),
        slug: t('richtige-support-stufe-waehlen', 'choosing-the-right-support-level'),
        excerpt: t(
          'Von Bürozeiten bis 24/7, von 99 % bis 99,99 % Verfügbarkeit: Was die Zahlen bedeuten und welche Stufe zu welchem Shop passt.',
          'From office hours to 24/7, from 99% to 99.99% uptime: what the numbers mean and which level suits which shop.',
        ),
        content: rich(
          `Wenn wir mit Kundinnen und Kunden über Hosting sprechen, kommt früher oder später die Frage: Welche Support-Stufe brauchen wir? Die ehrliche Antwort lautet: Das hängt davon ab, was eine Stunde Ausfall Ihr Geschäft kostet und wann Ihre Kundschaft einkauft.

## Was die Prozentwerte bedeuten

Verfügbarkeit wird meist pro Monat gemessen. 99 % klingt nach viel, erlaubt aber rund 7 Stunden Ausfall im Monat. Bei 99,9 % sind es etwa 43 Minuten, bei 99,99 % nur noch gut 4 Minuten. Jede zusätzliche Neun verlangt mehr Redundanz, engmaschigeres Monitoring und Menschen in Bereitschaft.

## Bürozeiten oder rund um die Uhr

Ebenso wichtig wie die Verfügbarkeit ist die Frage, wann jemand reagiert. Mit der Stufe **9–17 Uhr** kümmern wir uns werktags zu Bürozeiten um Anfragen und Störungen. Mit **24/7** ist rund um die Uhr jemand erreichbar, auch am Wochenende und an Feiertagen. Für einen B2B-Shop, dessen Kundschaft werktags bestellt, reicht oft die erste Variante. Ein Ticketshop am Tag des Vorverkaufsstarts braucht die zweite.

## Was in jeder Stufe enthalten ist

Unabhängig von der gewählten Stufe betreiben wir Ihre Engine als Managed Hosting, spielen Sicherheitsupdates ein und erstellen **automatisch tägliche Datenbank-Backups**. Mit der Upgrade-Versicherung übernehmen wir zudem die Upgrades auf neue Engine-Versionen, inklusive Tests.

## Unsere Faustregel

Rechnen Sie aus, welcher Umsatz in Ihrer umsatzstärksten Stunde verloren ginge, und vergleichen Sie das mit dem Aufpreis der nächsthöheren Stufe. Meist ist die Entscheidung dann schnell klar. Alle Stufen finden Sie auf der Seite [Betrieb und Support](/de/betrieb-und-support), und für eine persönliche Einschätzung sind wir über das [Kontaktformular](/de/kontakt) erreichbar.`,
          `When we talk to customers about hosting, sooner or later the question comes up: which support level do we need? The honest answer is that it depends on what an hour of downtime costs your business and when your customers shop.

## What the percentages mean

Uptime is usually measured per month. 99% sounds like a lot, but it allows about 7 hours of downtime a month. At 99.9% it is about 43 minutes, at 99.99% only a little over 4 minutes. Every extra nine requires more redundancy, tighter monitoring and people on call.

## Office hours or around the clock

Just as important as uptime is the question of when someone responds. With the **9-5** level, we handle requests and incidents during office hours on working days. With **24/7**, someone is available around the clock, including weekends and public holidays. For a B2B shop whose customers order on working days, the first option is often enough. A ticket shop on the day presales open needs the second.

## What every level includes

Whichever level you choose, we run your engine as managed hosting, apply security updates and create **automatic daily database backups**. With upgrade insurance, we also take care of upgrades to new engine versions, including testing.

## Our rule of thumb

Work out how much revenue you would lose in your busiest hour and compare it with the extra cost of the next level up. The decision is usually clear quite quickly. All levels are described on the page [Operational services](/en/operational-services), and for a personal assessment you can reach us through the [contact form](/en/contact).`,
        ),
        publishedAt: '2025-06-17T07:00:00.000Z',
        authors: authors('team-4'),
        categories: categories('hosting'),
        meta: {
          title: t('Die richtige Support-Stufe wählen', 'Choosing the right support level'),
          description: t(
            'Was 99 % bis 99,99 % Verfügbarkeit bedeuten, wann 24/7-Support nötig ist und was jede Stufe enthält.',
            'What 99% to 99.99% uptime means, when 24/7 support is needed and what every level includes.',
          ),
        },
      },
    },
  ],
}
