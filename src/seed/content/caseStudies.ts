import { ref, rich, t } from '../bilingual'
import type { SeedSet } from '../types'

/** The five customer success stories of SPEC.md §1. */
export const caseStudies: SeedSet = {
  collection: 'case-studies',
  match: 'slug',
  documents: [
    {
      key: 'hospitality-association',
      data: {
        title: t(
          'Ein Verband, neun Regionen: wie das Onlinegeschäft zur Hauptsache wurde',
          'One association, nine regions: how online ordering became the main channel',
        ),
        slug: t('gastroverband-neun-regionen', 'hospitality-association-nine-regions'),
        client: 'Gastro Allianz Alpenraum',
        industry: t('Gastgewerbe und Verbände', 'Hospitality and associations'),
        summary: t(
          'Ein regionaler Gastgewerbeverband mit über 2500 Mitgliedsbetrieben in 9 Regionen bündelt Einkauf, Inhalte und Bestellungen auf einer mandantenfähigen Headless-Plattform. Innerhalb von sechs Jahren stieg der Anteil der Online-Bestellungen von 5 % auf über 50 %.',
          'A regional hospitality association with over 2500 member businesses in 9 regions brings purchasing, content and orders together on a multi-client headless platform. Within six years the share of orders placed online rose from 5% to over 50%.',
        ),
        figures: [
          { value: t('2500+', '2500+'), label: t('Mitgliedsbetriebe', 'member businesses') },
          {
            value: t('9', '9'),
            label: t('Regionen mit eigenem Auftritt', 'regions with their own site'),
          },
          {
            value: t('5 % → 50 %+', '5% → 50%+'),
            label: t('Anteil Online-Bestellungen', 'share of online orders'),
          },
          {
            value: t('6 Jahre', '6 years'),
            label: t('gemeinsame Entwicklung', 'of working together'),
          },
        ],
        content: rich(
          `## Die Ausgangslage

Der Verband vertritt über 2500 Hotels, Restaurants und Cafés in 9 Regionen. Neben der politischen Arbeit organisiert er den gemeinsamen Einkauf: Mitgliedsbetriebe beziehen Getränke, Hygieneartikel, Drucksachen und Schulungen zu Verbandskonditionen. Bestellt wurde vor allem per Telefon, Fax und E-Mail. Nur rund 5 % der Bestellungen kamen über den alten Onlineshop herein, der weder regionale Angebote noch mitgliedsspezifische Preise abbilden konnte.

Dazu kam: Jede Region pflegte ihre eigene Website mit eigenem System. Veranstaltungen, News und Kursangebote wurden mehrfach erfasst, und niemand hatte den Überblick, welche Inhalte wo aktuell waren.

## Die Lösung

Gemeinsam mit dem Verband haben wir eine mandantenfähige Plattform auf Basis der **Unbound Engine** und eines Headless CMS aufgebaut.

- **Ein Katalog, neun Auftritte**: Das Sortiment wird zentral gepflegt, jede Region ergänzt eigene Produkte, Partner und Aktionen.
- **Mitgliedspreise**: Jeder Betrieb sieht nach dem Login seine Konditionen, abhängig von Region und Mitgliedschaftsstufe.
- **Mehrere Besteller pro Betrieb**: Küchenchef, Barverantwortliche und Geschäftsführung bestellen unter einem Konto, mit Rechten und Limiten.
- **Headless CMS für alle Regionen**: Gemeinsame Inhalte werden einmal erfasst und in allen Regionen ausgespielt, regionale Inhalte bleiben lokal.
- **Kurse und Veranstaltungen**: Weiterbildungen werden wie Produkte gebucht, inklusive Teilnehmerlisten.

Die Einführung erfolgte Region für Region, damit die Geschäftsstellen ihre Mitglieder persönlich begleiten konnten.

## Das Ergebnis

Innerhalb von sechs Jahren stieg der Anteil der Online-Bestellungen von 5 % auf **über 50 %**. Die Geschäftsstellen erfassen kaum noch telefonische Bestellungen und gewinnen Zeit für Beratung. Neue Angebote, etwa saisonale Einkaufsaktionen, gehen heute an einem Nachmittag in allen 9 Regionen online.

Die Plattform wächst mit: Jede neue Funktion, die für eine Region entwickelt wird, steht allen anderen ebenfalls zur Verfügung.`,
          `## The starting point

The association represents over 2500 hotels, restaurants and cafés in 9 regions. Alongside its policy work, it organises joint purchasing: member businesses buy drinks, hygiene supplies, printed matter and training courses at association terms. Most orders arrived by phone, fax and e-mail. Only about 5% came in through the old online shop, which could handle neither regional offers nor member-specific prices.

On top of that, every region ran its own website on its own system. Events, news and course offers were entered several times, and nobody had an overview of which content was current where.

## The solution

Together with the association we built a multi-client platform on the **Unbound Engine** and a headless CMS.

- **One catalogue, nine sites**: the range is maintained centrally, and each region adds its own products, partners and promotions.
- **Member prices**: after logging in, every business sees its own terms, depending on region and membership tier.
- **Several buyers per business**: head chef, bar manager and management order under one account, with permissions and limits.
- **Headless CMS for all regions**: shared content is entered once and published in every region, while regional content stays local.
- **Courses and events**: training is booked just like products, including attendee lists.

The rollout went region by region, so that the regional offices could guide their members personally.

## The result

Within six years the share of online orders rose from 5% to **over 50%**. The regional offices hardly take orders by phone any more and have more time for advice. New offers, such as seasonal purchasing campaigns, now go live across all 9 regions in a single afternoon.

The platform keeps growing: every new feature developed for one region is available to all the others as well.`,
        ),
        testimonial: ref('testimonials', 'testimonial-hospitality'),
        publishedAt: '2026-09-15T08:00:00.000Z',
        meta: {
          title: t(
            'Erfolgsgeschichte: Gastgewerbeverband mit 9 Regionen',
            'Success story: hospitality association in 9 regions',
          ),
          description: t(
            'Über 2500 Mitgliedsbetriebe, 9 Regionen, ein mandantenfähiges Headless CMS: Der Online-Anteil der Bestellungen stieg in sechs Jahren von 5 % auf über 50 %.',
            'Over 2500 member businesses, 9 regions, one multi-client headless CMS: the online share of orders rose from 5% to over 50% in six years.',
          ),
        },
      },
    },
    {
      key: 'medical-supplies',
      data: {
        title: t(
          'Ein Lieferantenportal für den medizinischen Fachhandel',
          'A supplier portal for medical supplies',
        ),
        slug: t('b2b-portal-medizinalbedarf', 'b2b-portal-medical-supplies'),
        client: 'Praxisbedarf Helvetia AG',
        industry: t('Medizinischer Fachhandel, B2B', 'Medical supplies, B2B'),
        summary: t(
          'Ein Grosshändler für Praxis- und Spitalbedarf ersetzt Bestellformulare und Telefonbestellungen durch ein B2B-Portal mit kundenspezifischen Preisen, Offerten und Schnellbestellung aus der Bestellhistorie.',
          'A wholesaler of practice and hospital supplies replaces order forms and phone orders with a B2B portal offering customer-specific prices, quotations and quick reordering from the order history.',
        ),
        figures: [
          { value: t('2 Min.', '2 min'), label: t('typische Nachbestellung', 'typical reorder') },
          { value: t('24/7', '24/7'), label: t('Bestellannahme', 'order intake') },
          { value: t('99,9 %', '99.9%'), label: t('vereinbarte Verfügbarkeit', 'agreed uptime') },
        ],
        content: rich(
          `## Die Herausforderung

Arztpraxen, Zahnarztpraxen und Spitäler bestellen Verbrauchsmaterial regelmässig, oft dieselben Artikel in denselben Mengen. Bisher geschah das per Bestellformular, Telefon oder E-Mail. Der Innendienst tippte die Bestellungen ins ERP ab, prüfte Konditionen von Hand und erstellte Offerten in der Textverarbeitung. Fehler bei Artikelnummern und Preisen waren an der Tagesordnung, und die Kundschaft hatte keinen Einblick in den Status ihrer Bestellungen.

## Die Lösung

Wir haben ein B2B-Portal auf Basis der **Unbound Engine** gebaut, das sich an den Abläufen in Praxen und Spitälern orientiert:

- **Kundenspezifische Preise** aus dem ERP, pro Kunde und Kundengruppe
- **Schnellbestellung**: Artikel aus früheren Bestellungen mit einem Klick erneut in den Warenkorb legen
- **Offerten**: Der Innendienst erstellt Offerten im Portal, die Kundin bestätigt oder lehnt sie ab
- **Rollen und Rechte**: Praxisassistentinnen stellen Warenkörbe zusammen, die Praxisleitung gibt frei; Rechnungskauf ist auf berechtigte Benutzer beschränkt
- **Bestellstatus und Dokumente**: Lieferscheine und Rechnungen stehen im Kundenkonto bereit

Die Anbindung an das bestehende ERP erfolgt über die GraphQL-API; Lagerbestände werden laufend abgeglichen.

## Das Ergebnis

Eine typische Nachbestellung dauert heute rund zwei Minuten. Der Innendienst konzentriert sich auf Beratung und Offerten statt auf das Abtippen von Formularen, und Bestellungen gehen rund um die Uhr ein. Für das Portal gilt eine Support-Stufe mit 99,9 % Verfügbarkeit, denn Spitäler bestellen auch am Wochenende.`,
          `## The challenge

Medical practices, dental practices and hospitals order consumables regularly, often the same items in the same quantities. Until now this happened by order form, phone or e-mail. The sales team typed orders into the ERP, checked terms by hand and wrote quotations in a word processor. Mistakes in article numbers and prices were common, and customers had no insight into the status of their orders.

## The solution

We built a B2B portal on the **Unbound Engine**, designed around the way practices and hospitals actually work:

- **Customer-specific prices** from the ERP, per customer and customer group
- **Quick reorder**: put items from earlier orders back into the cart with one click
- **Quotations**: the sales team creates quotations in the portal, and the customer confirms or rejects them
- **Roles and permissions**: practice assistants put together carts, practice management approves them; purchase on invoice is limited to authorised users
- **Order status and documents**: delivery notes and invoices are available in the customer account

The existing ERP is connected through the GraphQL API, and stock levels are synchronised continuously.

## The result

A typical reorder now takes about two minutes. The sales team focuses on advice and quotations instead of typing up forms, and orders come in around the clock. The portal runs on a support level with 99.9% uptime, because hospitals order at weekends too.`,
        ),
        testimonial: ref('testimonials', 'testimonial-medical'),
        publishedAt: '2026-05-20T08:00:00.000Z',
        meta: {
          title: t(
            'Erfolgsgeschichte: B2B-Portal für Medizinalbedarf',
            'Success story: B2B portal for medical supplies',
          ),
          description: t(
            'Kundenpreise, Offerten und Schnellbestellung: wie ein Medizinal-Grosshändler Praxen und Spitäler mit einem B2B-Portal bedient.',
            'Customer prices, quotations and quick reorder: how a medical wholesaler serves practices and hospitals through a B2B portal.',
          ),
        },
      },
    },
    {
      key: 'office-distributor',
      data: {
        title: t(
          'Kein Auftrag geht verloren: ERP-Anbindung für einen Bürofachhändler',
          'No order gets lost: ERP integration for an office supplies distributor',
        ),
        slug: t('erp-anbindung-buerofachhandel', 'erp-integration-office-distributor'),
        client: 'Bürowelt Fankhauser AG',
        industry: t('Papier- und Büromaschinenhandel', 'Paper and office machine distribution'),
        summary: t(
          'Ein Händler für Papier und Büromaschinen verbindet seinen neuen Headless-Shop mit einem über zwanzig Jahre alten ERP. Eine Arbeitswarteschlange mit exponentiellem Backoff sorgt dafür, dass jede Bestellung ankommt, auch wenn das ERP nicht antwortet.',
          'A paper and office machine distributor connects its new headless shop with an ERP more than twenty years old. A work queue with exponential backoff makes sure every order arrives, even when the ERP is not responding.',
        ),
        figures: [
          {
            value: t('0', '0'),
            label: t('verlorene Bestellungen seit dem Start', 'orders lost since launch'),
          },
          {
            value: t('20+ Jahre', '20+ years'),
            label: t('altes ERP, weiterhin im Einsatz', 'old ERP, still in service'),
          },
          {
            value: t('0 Min.', '0 min'),
            label: t('Ausfallzeit bei der Migration', 'downtime during migration'),
          },
        ],
        content: rich(
          `## Die Herausforderung

Das Familienunternehmen beliefert Büros, Schulen und Verwaltungen mit Papier, Verbrauchsmaterial und Büromaschinen inklusive Service. Herzstück ist ein ERP, das seit über zwanzig Jahren läuft und alle Artikel, Preise, Serviceverträge und Rechnungen verwaltet. Ein Ersatz kam nicht in Frage.

Das ERP hat allerdings seine Eigenheiten: Es ist nur über eine langsame Schnittstelle erreichbar, nachts für Datensicherungen gesperrt und bei Monatsabschlüssen zeitweise überlastet. Der alte Shop schrieb Bestellungen direkt hinein. Fiel das ERP aus, gingen Bestellungen verloren oder wurden doppelt erfasst.

## Die Lösung

Wir haben die **Unbound Engine** als neuen Shop eingeführt und die Verbindung zum ERP grundlegend neu gedacht:

- **Arbeitswarteschlange**: Jede Bestellung, jede Adressänderung und jede Retoure wird als Auftrag in eine Warteschlange gestellt, statt sofort ans ERP zu gehen.
- **Exponentieller Backoff**: Antwortet das ERP nicht, wird der Auftrag nach 30 Sekunden, 1, 2, 4, 8 Minuten und so weiter erneut zugestellt, mit zufälliger Streuung, damit sich die Aufträge nicht stauen.
- **Idempotenz**: Jeder Auftrag trägt eine eindeutige Kennung, damit das ERP ihn auch bei doppelter Zustellung nur einmal verbucht.
- **Sichtbarkeit**: Aufträge, die nach mehreren Versuchen noch scheitern, erscheinen in der Admin-UI unter Logs, und das Team wird benachrichtigt.
- **Abgleich in die Gegenrichtung**: Preise, Lagerbestände und Lieferstatus werden regelmässig aus dem ERP gelesen.

Die Umstellung vom alten Shop erfolgte ohne Ausfallzeit: Kundenkonten und Bestellhistorie wurden vorab übernommen, am Stichtag wurde nur noch umgeschaltet.

## Das Ergebnis

Seit dem Start ist keine einzige Bestellung verloren gegangen. Die nächtlichen Sperrzeiten des ERP sind für Kundinnen und Kunden unsichtbar geworden, denn der Shop nimmt rund um die Uhr Bestellungen an und übergibt sie, sobald das ERP wieder bereit ist. Das Innendienst-Team verbringt keine Zeit mehr mit der Suche nach verschwundenen Aufträgen.`,
          `## The challenge

The family business supplies offices, schools and public administrations with paper, consumables and office machines including servicing. At its heart is an ERP that has been running for more than twenty years and manages all articles, prices, service contracts and invoices. Replacing it was not an option.

The ERP has its quirks, though: it is reachable only through a slow interface, locked at night for backups and at times overloaded during month-end closing. The old shop wrote orders straight into it. When the ERP was down, orders were lost or entered twice.

## The solution

We introduced the **Unbound Engine** as the new shop and rethought the connection to the ERP from the ground up:

- **Work queue**: every order, address change and return is placed as a job in a queue instead of going to the ERP immediately.
- **Exponential backoff**: if the ERP does not respond, the job is delivered again after 30 seconds, then 1, 2, 4, 8 minutes and so on, with random jitter so that jobs do not pile up.
- **Idempotency**: every job carries a unique key, so the ERP books it only once even if it is delivered twice.
- **Visibility**: jobs that still fail after several attempts appear in the admin UI under logs, and the team is notified.
- **Sync in the other direction**: prices, stock levels and delivery status are read from the ERP at regular intervals.

The switch from the old shop happened without downtime: customer accounts and order history were migrated in advance, and on the day itself we simply switched over.

## The result

Since launch, not a single order has been lost. The ERP's nightly lock periods have become invisible to customers, because the shop takes orders around the clock and hands them over as soon as the ERP is ready again. The sales team no longer spends time hunting for missing orders.`,
        ),
        publishedAt: '2026-02-10T08:00:00.000Z',
        meta: {
          title: t(
            'Erfolgsgeschichte: ERP-Anbindung mit Arbeitswarteschlange',
            'Success story: ERP integration with a work queue',
          ),
          description: t(
            'Ein Bürofachhändler verbindet seinen Shop mit einem über 20 Jahre alten ERP. Dank Warteschlange und exponentiellem Backoff geht keine Bestellung verloren.',
            'An office supplies distributor connects its shop with an ERP over 20 years old. Thanks to a queue and exponential backoff, no order gets lost.',
          ),
        },
      },
    },
    {
      key: 'bicycle-retailer',
      data: {
        title: t(
          'Vom Werkstattgespräch zum Velo-Konfigurator',
          'From a workshop conversation to a bike configurator',
        ),
        slug: t('velohaendler-konfigurator', 'bicycle-retailer-configurator'),
        client: 'Velowerk Bern',
        industry: t('Detailhandel, Velos und Zubehör', 'Retail, bicycles and accessories'),
        summary: t(
          'Ein Velohändler mit drei Filialen verkauft dank Konfigurator, Lagerbestand in Echtzeit und Reservation zur Abholung heute auch hochwertige Räder online, ohne die persönliche Beratung aufzugeben.',
          'A bicycle retailer with three branches now sells high-end bikes online too, thanks to a configurator, live stock levels and reserve-and-collect, without giving up personal advice.',
        ),
        figures: [
          {
            value: t('3', '3'),
            label: t('Filialen mit Lagerbestand in Echtzeit', 'branches with live stock'),
          },
          {
            value: t('1', '1'),
            label: t('Katalog für Shop und Laden', 'catalogue for shop and store'),
          },
          {
            value: t('0 Min.', '0 min'),
            label: t('Ausfallzeit beim Wechsel', 'downtime during the switch'),
          },
        ],
        content: rich(
          `## Die Herausforderung

Das Velowerk verkauft Stadt-, Gravel- und E-Bikes und betreibt dazu eine grosse Werkstatt. Online lief bisher nur Zubehör über ein Standard-Shopsystem. Für Velos war der Shop ungeeignet: Rahmengrössen, Farben, Antriebe und Zubehör ergaben hunderte Kombinationen, und der Lagerbestand der drei Filialen war im Shop nicht sichtbar. Kundinnen und Kunden riefen an, um zu fragen, ob ein Modell in ihrer Grösse vorrätig sei.

## Die Lösung

Mit der **Unbound Engine** und einem eigens gestalteten Front-End haben wir den Shop neu aufgebaut:

- **Konfigurator**: Modell, Rahmengrösse, Farbe, Antrieb und Zubehör werden Schritt für Schritt gewählt, mit sofort aktualisiertem Preis. Technisch ist jedes Velo ein Produkt mit Varianten und Bundles.
- **Grössenberatung**: Aus Körpergrösse und Schrittlänge schlägt der Shop eine Rahmengrösse vor.
- **Lagerbestand pro Filiale**: Das Warehousing-Modul zeigt, in welcher Filiale ein Rad verfügbar ist, und erlaubt Reservation mit Abholung.
- **Facettensuche** nach Einsatzzweck, Preis, Reichweite und Marke
- **Bewertungen** von Kundinnen und Kunden, mit Freigabe durch das Team

Der Wechsel vom alten Shop erfolgte ohne Ausfallzeit, inklusive Übernahme der Kundenkonten.

## Das Ergebnis

Das Velowerk verkauft heute auch hochwertige E-Bikes online oder über Reservation mit Abholung und Probefahrt. Die Anzahl telefonischer Verfügbarkeitsanfragen ist deutlich gesunken, und in der Beratung im Laden bringen viele Kundinnen und Kunden ihre Konfiguration bereits auf dem Smartphone mit.`,
          `## The challenge

Velowerk sells city, gravel and e-bikes and runs a large workshop. Until now, only accessories were sold online through a standard shop system. The shop was unsuitable for bikes: frame sizes, colours, drivetrains and accessories added up to hundreds of combinations, and the stock of the three branches was not visible in the shop. Customers phoned to ask whether a model was available in their size.

## The solution

We rebuilt the shop with the **Unbound Engine** and a custom-designed front end:

- **Configurator**: model, frame size, colour, drivetrain and accessories are chosen step by step, with the price updated instantly. Technically, each bike is a product with variants and bundles.
- **Size advice**: the shop suggests a frame size from body height and inside leg length.
- **Stock per branch**: the warehousing module shows in which branch a bike is available and allows reserve-and-collect.
- **Faceted search** by purpose, price, range and brand
- **Reviews** from customers, approved by the team

The switch from the old shop happened without downtime, including the migration of customer accounts.

## The result

Velowerk now sells high-end e-bikes online too, or through reserve-and-collect with a test ride. The number of phone calls asking about availability has dropped noticeably, and many customers arrive at the store already carrying their configuration on their phone.`,
        ),
        testimonial: ref('testimonials', 'testimonial-bicycle'),
        publishedAt: '2025-11-25T08:00:00.000Z',
        meta: {
          title: t(
            'Erfolgsgeschichte: Velohändler mit Konfigurator',
            'Success story: bicycle retailer with a configurator',
          ),
          description: t(
            'Konfigurator, Lagerbestand pro Filiale und Reservation zur Abholung: wie ein Velohändler hochwertige Räder online verkauft.',
            'Configurator, stock per branch and reserve-and-collect: how a bicycle retailer sells high-end bikes online.',
          ),
        },
      },
    },
    {
      key: 'dynamic-art',
      data: {
        title: t(
          'Kunst, die mit jedem Verkauf teurer wird',
          'Art that gets more expensive with every sale',
        ),
        slug: t('kunstprojekt-dynamischer-preis', 'art-project-dynamic-price'),
        client: 'Atelier Prozent',
        industry: t('Kunst und Kultur', 'Art and culture'),
        summary: t(
          'Ein Kunstprojekt macht den Markt selbst zum Werk: Jeder Verkauf eines Drucks macht das Kunstwerk um 1 % teurer. Ein eigenes Preis-Plugin für die Unbound Engine setzt die Regel verlässlich um, auch wenn viele gleichzeitig kaufen.',
          'An art project turns the market itself into the work: every sale of a print makes the artwork 1% more expensive. A custom pricing plugin for the Unbound Engine enforces the rule reliably, even when many people buy at once.',
        ),
        figures: [
          { value: t('+1 %', '+1%'), label: t('Preis pro Verkauf', 'price per sale') },
          {
            value: t('1', '1'),
            label: t(
              'Preis-Plugin, kein Eingriff in den Kern',
              'pricing plugin, no change to the core',
            ),
          },
          {
            value: t('100 %', '100%'),
            label: t('nachvollziehbare Preishistorie', 'traceable price history'),
          },
        ],
        content: rich(
          `## Die Idee

Ein Künstlerkollektiv wollte eine Frage sichtbar machen: Was ist Kunst wert, und wer bestimmt das? Die Antwort sollte der Markt selbst geben. Das Werk, eine nummerierte Serie von Drucken, startet zu einem bescheidenen Preis. Mit jedem Verkauf wird es um **1 %** teurer. Wer früh kauft, zahlt wenig; wer zögert, zahlt mehr. Der aktuelle Preis und seine Geschichte sind Teil der Ausstellung.

## Die Herausforderung

Was einfach klingt, ist technisch heikel. Wenn zwei Personen gleichzeitig kaufen, darf nicht beiden derselbe Preis berechnet werden. Der Preis im Warenkorb muss beim Checkout erneut geprüft werden, und die gesamte Preishistorie soll öffentlich und nachvollziehbar sein.

## Die Lösung

Wir haben für die **Unbound Engine** ein kleines Preis-Plugin geschrieben. Es liest die Anzahl bestätigter Verkäufe und berechnet daraus den aktuellen Preis: Startpreis mal 1,01 hoch Anzahl Verkäufe, gerundet auf ganze Franken. Weil Preisregeln in der Engine als Plugins austauschbar sind, musste am Kern nichts geändert werden.

- Der Preis wird bei jeder Abfrage über die GraphQL-API frisch berechnet.
- Beim Checkout wird der Preis serverseitig bestätigt; hat sich der Preis inzwischen geändert, sieht die Käuferin den neuen Betrag vor dem Bezahlen.
- Jeder Verkauf wird mit Zeitpunkt und Preis gespeichert und auf der Projektseite als Kurve dargestellt.

## Das Ergebnis

Die Preiskurve wurde selbst zum Gesprächsthema und zum Teil der Ausstellung. Besucherinnen und Besucher verfolgten live, wie das Werk mit jedem Kauf wertvoller wurde. Für uns ist das Projekt ein schönes Beispiel dafür, wie weit sich Preislogik in einer offenen Engine treiben lässt. Ein weiteres Beispiel ist unser Entwicklerbeitrag über wetterabhängige Preise.`,
          `## The idea

An artists' collective wanted to make a question visible: what is art worth, and who decides? The market itself was to give the answer. The work, a numbered series of prints, starts at a modest price. With every sale it becomes **1%** more expensive. Those who buy early pay little; those who hesitate pay more. The current price and its history are part of the exhibition.

## The challenge

What sounds simple is technically delicate. If two people buy at the same moment, they must not both be charged the same price. The price in the cart has to be checked again at checkout, and the entire price history should be public and traceable.

## The solution

We wrote a small pricing plugin for the **Unbound Engine**. It reads the number of confirmed sales and calculates the current price from it: the starting price times 1.01 to the power of the number of sales, rounded to whole francs. Because pricing rules in the engine are interchangeable plugins, nothing in the core had to change.

- The price is calculated fresh for every request through the GraphQL API.
- At checkout the price is confirmed on the server; if it has changed in the meantime, the buyer sees the new amount before paying.
- Every sale is stored with its time and price and shown as a curve on the project page.

## The result

The price curve itself became a talking point and part of the exhibition. Visitors followed live how the work became more valuable with every purchase. For us the project is a fine example of how far pricing logic can be taken in an open engine. Another example is our developer post on weather-dependent pricing.`,
        ),
        publishedAt: '2025-08-19T08:00:00.000Z',
        meta: {
          title: t(
            'Erfolgsgeschichte: Kunstprojekt mit dynamischem Preis',
            'Success story: art project with a dynamic price',
          ),
          description: t(
            'Jeder Verkauf macht das Kunstwerk 1 % teurer: wie ein Preis-Plugin für die Unbound Engine ein Kunstprojekt möglich machte.',
            'Every sale makes the artwork 1% more expensive: how a pricing plugin for the Unbound Engine made an art project possible.',
          ),
        },
      },
    },
  ],
}
