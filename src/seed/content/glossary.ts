import { ref, rich, t } from '../bilingual'
import type { SeedDocument, SeedSet } from '../types'

type Term = {
  key: string
  term: ReturnType<typeof t>
  slug: ReturnType<typeof t>
  shortDefinition: ReturnType<typeof t>
  body: ReturnType<typeof rich>
  related: string[]
  meta: { title: ReturnType<typeof t>; description: ReturnType<typeof t> }
}

const term = ({ key, related, ...data }: Term): SeedDocument => ({
  key,
  data: { ...data, related: related.map((other) => ref('glossary-terms', other)) },
})

/** Glossary entries. Keys are the English slugs; `related` is written once every term exists. */
export const glossary: SeedSet = {
  collection: 'glossary-terms',
  match: 'slug',
  deferred: ['related'],
  documents: [
    term({
      key: 'headless',
      term: t('Headless Commerce', 'Headless commerce'),
      slug: t('headless', 'headless'),
      shortDefinition: t(
        'Eine Architektur, bei der die Verkaufslogik (Produkte, Preise, Warenkorb, Bestellungen) vom sichtbaren Shop-Front-End getrennt ist und nur über eine API angesprochen wird.',
        'An architecture in which the commerce logic (products, prices, cart, orders) is separated from the visible shop front end and is accessed only through an API.',
      ),
      body: rich(
        `Bei klassischen Shopsystemen sind Darstellung und Geschäftslogik fest miteinander verbunden: Wer das Aussehen ändern will, arbeitet im Template-System des Herstellers und stösst früher oder später an dessen Grenzen. Headless Commerce schneidet diesen «Kopf» ab. Die Commerce-Engine kümmert sich um Produkte, Preise, Lager, Warenkorb, Zahlung und Lieferung, und jedes beliebige Front-End holt sich die Daten über eine Schnittstelle.

## Warum das wichtig ist

Ein und dieselbe Engine kann so gleichzeitig einen Webshop, eine App, ein Kassensystem, einen Kiosk oder ein B2B-Portal bedienen. Design-Teams arbeiten mit den Werkzeugen, die sie kennen, etwa React oder Vue, und Änderungen am Front-End gefährden die Bestelllogik nicht.

## Headless bei Unbound

Die **Unbound Engine** ist von Grund auf headless gebaut: Alles, was die Admin-UI kann, geht auch über die GraphQL-API. Mehr dazu auf unserer Seite [Headless erklärt](/de/headless).`,
        `In traditional shop systems, presentation and business logic are tightly coupled: anyone who wants to change the look works inside the vendor's template system and sooner or later hits its limits. Headless commerce cuts off this "head". The commerce engine takes care of products, prices, stock, cart, payment and delivery, and any front end fetches the data through an interface.

## Why it matters

One and the same engine can serve a web shop, an app, a point-of-sale system, a kiosk or a B2B portal at the same time. Design teams work with the tools they know, such as React or Vue, and changes to the front end do not put the order logic at risk.

## Headless at Unbound

The **Unbound Engine** is headless by design: everything the admin UI can do is also available through the GraphQL API. Read more on our page [Headless explained](/en/headless).`,
      ),
      related: ['api-first', 'graphql', 'headless-cms'],
      meta: {
        title: t('Headless Commerce – Glossar', 'Headless commerce – Glossary'),
        description: t(
          'Was Headless Commerce bedeutet, warum die Trennung von Front-End und Commerce-Logik Freiheit schafft und wie die Unbound Engine das umsetzt.',
          'What headless commerce means, why separating the front end from commerce logic creates freedom, and how the Unbound Engine implements it.',
        ),
      },
    }),
    term({
      key: 'api-first',
      term: t('API-first', 'API-first'),
      slug: t('api-first', 'api-first'),
      shortDefinition: t(
        'Ein Entwicklungsansatz, bei dem die Programmierschnittstelle zuerst entworfen wird und alle Oberflächen, auch die eigene Admin-UI, sie genauso nutzen wie externe Systeme.',
        "A development approach in which the programming interface is designed first, and every user interface, including the vendor's own admin UI, uses it exactly like external systems do.",
      ),
      body: rich(
        `Viele Systeme erhalten ihre API nachträglich, oft unvollständig und als Anhängsel der Benutzeroberfläche. Bei einem API-first-Produkt ist es umgekehrt: Die Schnittstelle ist das eigentliche Produkt, und jede Funktion existiert dort, bevor sie eine Oberfläche bekommt.

Für Unternehmen heisst das: Integrationen mit ERP, PIM, Buchhaltung oder Marketing-Tools sind keine Sonderprojekte, sondern nutzen denselben, dokumentierten Weg wie die Admin-UI. Was ein Mensch im Backoffice klicken kann, kann ein Skript automatisieren.

Die **Unbound Engine** ist API-first: Die Admin-UI ist selbst nur ein Client der GraphQL-API. Damit bleibt nichts hinter einer Oberfläche verschlossen.`,
        `Many systems get their API as an afterthought, often incomplete and bolted onto the user interface. An API-first product works the other way round: the interface is the actual product, and every feature exists there before it gets a screen.

For businesses this means that integrations with ERP, PIM, accounting or marketing tools are not special projects; they use the same documented path as the admin UI. Whatever a person can click in the back office, a script can automate.

The **Unbound Engine** is API-first: the admin UI itself is just one client of the GraphQL API. Nothing is locked away behind a screen.`,
      ),
      related: ['headless', 'graphql', 'webhook'],
      meta: {
        title: t('API-first – Glossar', 'API-first – Glossary'),
        description: t(
          'API-first bedeutet: Die Schnittstelle kommt zuerst. Warum das Integrationen vereinfacht und wie die Admin-UI der Unbound Engine selbst die API nutzt.',
          'API-first means the interface comes first. Why this simplifies integrations and how the Unbound Engine admin UI itself runs on the API.',
        ),
      },
    }),
    term({
      key: 'graphql',
      term: t('GraphQL', 'GraphQL'),
      slug: t('graphql', 'graphql'),
      shortDefinition: t(
        'Eine Abfragesprache für APIs, mit der ein Client in einer einzigen Anfrage genau die Daten anfordert, die er braucht, nicht mehr und nicht weniger.',
        'A query language for APIs that lets a client request exactly the data it needs in a single request, no more and no less.',
      ),
      body: rich(
        `GraphQL wurde entwickelt, um das Problem von zu vielen oder zu grossen Antworten klassischer REST-Schnittstellen zu lösen. Statt mehrere Endpunkte nacheinander abzufragen, beschreibt der Client die gewünschte Struktur, zum Beispiel ein Produkt mit Titel, Preis in CHF und den ersten drei Bildern, und erhält genau diese Struktur zurück.

## Typisiert und selbstdokumentierend

Jede GraphQL-API hat ein Schema, das alle Typen und Felder beschreibt. Entwicklungswerkzeuge können daraus Autovervollständigung und TypeScript-Typen erzeugen, und Änderungen am Schema lassen sich automatisch prüfen.

## GraphQL in der Unbound Engine

Die Unbound Engine stellt ihre gesamte Funktionalität über eine GraphQL-API bereit: Katalog, Warenkorb, Checkout, Bestellungen, Offerten, Abonnements und Verwaltung. Mutationen wie \`addCartProduct\` oder \`checkoutCart\` bilden die Geschäftsvorgänge direkt ab.`,
        `GraphQL was created to solve the problem of too many or too large responses from classic REST interfaces. Instead of calling several endpoints one after another, the client describes the structure it wants, for example a product with its title, its price in CHF and the first three images, and receives exactly that structure back.

## Typed and self-documenting

Every GraphQL API has a schema that describes all types and fields. Developer tools can generate autocompletion and TypeScript types from it, and schema changes can be checked automatically.

## GraphQL in the Unbound Engine

The Unbound Engine exposes all of its functionality through a GraphQL API: catalogue, cart, checkout, orders, quotations, subscriptions and administration. Mutations such as \`addCartProduct\` or \`checkoutCart\` map business operations directly.`,
      ),
      related: ['api-first', 'headless', 'webhook'],
      meta: {
        title: t('GraphQL – Glossar', 'GraphQL – Glossary'),
        description: t(
          'GraphQL erklärt: eine typisierte Abfragesprache für APIs. So nutzt die Unbound Engine GraphQL für Katalog, Checkout und Verwaltung.',
          'GraphQL explained: a typed query language for APIs. How the Unbound Engine uses GraphQL for catalogue, checkout and administration.',
        ),
      },
    }),
    term({
      key: 'pim',
      term: t('PIM (Product Information Management)', 'PIM (product information management)'),
      slug: t('pim', 'pim'),
      shortDefinition: t(
        'Ein System, in dem alle Produktinformationen wie Beschreibungen, technische Merkmale, Bilder und Übersetzungen zentral gepflegt und an alle Verkaufskanäle verteilt werden.',
        'A system in which all product information, such as descriptions, technical attributes, images and translations, is maintained centrally and distributed to every sales channel.',
      ),
      body: rich(
        `Sobald ein Sortiment mehrere tausend Artikel, mehrere Sprachen oder mehrere Kanäle umfasst, wird die Pflege von Produktdaten in Tabellen oder direkt im Shop unübersichtlich. Ein PIM ist die eine Quelle der Wahrheit für Produktinhalte: Redaktionsteams ergänzen Texte, Marketing ordnet Bilder zu, Übersetzungen werden freigegeben, und das PIM liefert das Ergebnis an Shop, Marktplätze und Printkatalog.

Die Unbound Engine kann Produktdaten selbst verwalten, inklusive Texten und Bildern pro Sprache. Wer bereits ein PIM einsetzt, verbindet es über die API: Produkte, Varianten und Zuordnungen zu Sortimenten werden automatisch synchronisiert, und der Shop zeigt immer den aktuellen Stand.`,
        `As soon as a range spans several thousand items, several languages or several channels, maintaining product data in spreadsheets or directly in the shop becomes unmanageable. A PIM is the single source of truth for product content: editors add copy, marketing assigns images, translations get approved, and the PIM delivers the result to the shop, marketplaces and the print catalogue.

The Unbound Engine can manage product data itself, including texts and images per language. If you already run a PIM, you connect it through the API: products, variants and assortment assignments are synchronised automatically, and the shop always shows the latest state.`,
      ),
      related: ['erp', 'api-first', 'faceted-search'],
      meta: {
        title: t('PIM – Product Information Management', 'PIM – product information management'),
        description: t(
          'Was ein PIM-System ist, wann es sich lohnt und wie es mit der Unbound Engine zusammenarbeitet.',
          'What a PIM system is, when it pays off and how it works together with the Unbound Engine.',
        ),
      },
    }),
    term({
      key: 'erp',
      term: t('ERP (Enterprise Resource Planning)', 'ERP (enterprise resource planning)'),
      slug: t('erp', 'erp'),
      shortDefinition: t(
        'Die zentrale Unternehmenssoftware für Warenwirtschaft, Einkauf, Buchhaltung und Logistik, mit der ein Onlineshop Lagerbestände, Preise und Bestellungen abgleicht.',
        'The central business software for inventory, purchasing, accounting and logistics, with which an online shop exchanges stock levels, prices and orders.',
      ),
      body: rich(
        `In vielen Handelsunternehmen ist das ERP das Herz des Betriebs. Dort entstehen Artikelnummern, Einkaufspreise und Kundenkonditionen, und dort landen am Ende Rechnungen und Lieferscheine. Ein Onlineshop, der nicht mit dem ERP spricht, erzeugt doppelte Arbeit und Fehler.

## Die Herausforderung älterer Systeme

Ältere ERP-Systeme sind oft nur über Dateischnittstellen, nächtliche Exporte oder langsame SOAP-Dienste erreichbar und zeitweise gar nicht verfügbar. Eine robuste Integration darf deshalb keine Bestellung verlieren, wenn das ERP gerade nicht antwortet.

## Wie Unbound das löst

Wir setzen auf eine Arbeitswarteschlange: Jede Bestellung wird als Auftrag gespeichert und so lange mit [exponentiellem Backoff](/de/glossar/exponential-backoff) erneut zugestellt, bis das ERP sie bestätigt. Wie das in der Praxis aussieht, zeigt unsere Erfolgsgeschichte mit einem Papier- und Büromaschinenhändler.`,
        `In many trading companies the ERP is the heart of the business. That is where article numbers, purchase prices and customer terms are created, and where invoices and delivery notes end up. An online shop that does not talk to the ERP creates duplicate work and errors.

## The challenge of legacy systems

Older ERP systems are often reachable only through file interfaces, nightly exports or slow SOAP services, and are sometimes not available at all. A robust integration therefore must not lose a single order when the ERP is not responding.

## How Unbound solves it

We use a work queue: every order is stored as a job and delivered again with [exponential backoff](/en/glossary/exponential-backoff) until the ERP confirms it. Our success story with a paper and office-machine distributor shows what this looks like in practice.`,
      ),
      related: ['exponential-backoff', 'pim', 'b2b'],
      meta: {
        title: t('ERP – Enterprise Resource Planning', 'ERP – enterprise resource planning'),
        description: t(
          'ERP erklärt: warum die Anbindung an Warenwirtschaft und Buchhaltung für Onlineshops entscheidend ist und wie man auch ältere Systeme zuverlässig integriert.',
          'ERP explained: why connecting inventory and accounting matters for online shops, and how to integrate even legacy systems reliably.',
        ),
      },
    }),
    term({
      key: 'b2b',
      term: t('B2B (Business-to-Business)', 'B2B (business-to-business)'),
      slug: t('b2b', 'b2b'),
      shortDefinition: t(
        'Handel zwischen Unternehmen, mit kundenspezifischen Preisen, Offerten, Rechnungskauf und mehreren Bestellberechtigten pro Kundenkonto.',
        'Trade between businesses, with customer-specific prices, quotations, purchase on invoice and several authorised buyers per customer account.',
      ),
      body: rich(
        `Im B2B-Handel gelten andere Regeln als im Endkundengeschäft. Kundinnen und Kunden bestellen regelmässig und in grösseren Mengen, erwarten ihre verhandelten Konditionen, bezahlen auf Rechnung und möchten Offerten einholen, bevor sie bestellen. Oft bestellen mehrere Personen für dasselbe Unternehmen, mit unterschiedlichen Rechten.

## Was ein B2B-Shop können muss

- Preise pro Kunde, Kundengruppe, Land und Währung
- Offerten, die der Kunde bestätigen oder ablehnen kann
- Rollen und Rechte, etwa Rechnungskauf nur für bestimmte Benutzer
- Schnelle Nachbestellung aus der Bestellhistorie
- Anbindung an ERP und Lagerverwaltung

Die Unbound Engine bringt diese Bausteine mit. Mehr dazu auf der Seite [Grosshandel und B2B](/de/grosshandel-b2b).`,
        `B2B trade follows different rules from consumer retail. Customers order regularly and in larger quantities, expect their negotiated terms, pay on invoice and want quotations before they order. Often several people order for the same company, each with different permissions.

## What a B2B shop needs

- Prices per customer, customer group, country and currency
- Quotations that the customer can confirm or reject
- Roles and permissions, for example purchase on invoice only for certain users
- Fast reordering from the order history
- Integration with ERP and warehouse management

The Unbound Engine comes with these building blocks. Read more on the page [Wholesale and B2B](/en/wholesale-b2b).`,
      ),
      related: ['b2c', 'erp', 'multi-currency'],
      meta: {
        title: t('B2B-Commerce – Glossar', 'B2B commerce – Glossary'),
        description: t(
          'B2B-Handel erklärt: Kundenpreise, Offerten, Rechnungskauf und Rollen. Was ein B2B-Shop leisten muss.',
          'B2B commerce explained: customer prices, quotations, purchase on invoice and roles. What a B2B shop has to deliver.',
        ),
      },
    }),
    term({
      key: 'b2c',
      term: t('B2C (Business-to-Consumer)', 'B2C (business-to-consumer)'),
      slug: t('b2c', 'b2c'),
      shortDefinition: t(
        'Handel zwischen Unternehmen und Privatpersonen, bei dem Einkaufserlebnis, Geschwindigkeit und ein einfacher Checkout im Vordergrund stehen.',
        'Trade between businesses and private consumers, where the shopping experience, speed and a simple checkout come first.',
      ),
      body: rich(
        `Im B2C-Geschäft entscheidet oft der erste Eindruck: Ladezeit, Produktbilder, Filter und ein Checkout ohne Hürden. Kundinnen und Kunden vergleichen in Sekunden und brechen ab, wenn etwas umständlich ist.

Ein headless aufgebauter B2C-Shop kann genau auf die Zielgruppe zugeschnitten werden, statt einem generischen Template zu folgen. Die Unbound Engine liefert dafür Wunschliste, Produktbewertungen mit Freigabe-Workflow, Rabattcodes, Abonnements und [Facettensuche](/de/glossar/facettensuche), und das Front-End kann jede dieser Funktionen so darstellen, wie es zur Marke passt.

Viele Unternehmen verkaufen heute an beide Zielgruppen. Mit einer Engine lassen sich B2C- und [B2B](/de/glossar/b2b)-Kanal aus demselben Katalog bedienen, mit eigenen Preisen und Regeln.`,
        `In B2C business the first impression often decides: loading time, product images, filters and a checkout without obstacles. Customers compare in seconds and abandon when something is cumbersome.

A headless B2C shop can be tailored exactly to its audience instead of following a generic template. The Unbound Engine provides wish lists, product reviews with an approval workflow, discount codes, subscriptions and [faceted search](/en/glossary/faceted-search), and the front end can present each of these features in the way that fits the brand.

Many businesses now sell to both audiences. With one engine, a B2C and a [B2B](/en/glossary/b2b) channel can run from the same catalogue, each with its own prices and rules.`,
      ),
      related: ['b2b', 'faceted-search', 'headless'],
      meta: {
        title: t('B2C-Commerce – Glossar', 'B2C commerce – Glossary'),
        description: t(
          'B2C erklärt: Was Endkundinnen und Endkunden von einem Onlineshop erwarten und wie Headless Commerce dabei hilft.',
          'B2C explained: what consumers expect from an online shop and how headless commerce helps.',
        ),
      },
    }),
    term({
      key: 'faceted-search',
      term: t('Facettensuche', 'Faceted search'),
      slug: t('facettensuche', 'faceted-search'),
      shortDefinition: t(
        'Eine Suche, bei der Besucherinnen und Besucher die Ergebnisse schrittweise nach Merkmalen wie Marke, Grösse, Farbe oder Preis eingrenzen.',
        'A search in which visitors narrow down results step by step by attributes such as brand, size, colour or price.',
      ),
      body: rich(
        `Facetten sind die Filter in der Seitenleiste eines Shops: «Rahmengrösse M», «Marke X», «unter CHF 500». Jede Facette zeigt an, wie viele Produkte nach dem Filtern übrig bleiben, und verhindert so, dass jemand in eine leere Ergebnisliste läuft.

## Gute Facetten sind Datenarbeit

Eine Facettensuche ist nur so gut wie die Produktdaten dahinter. Merkmale müssen einheitlich gepflegt sein, sonst erscheinen «Rot», «rot» und «Rot (matt)» als drei verschiedene Filter. Hier hilft ein sauberes Datenmodell oder ein [PIM](/de/glossar/pim).

## Facetten in der Unbound Engine

In der Admin-UI definieren Sie Filter pro Sortiment, inklusive Übersetzungen für jede Sprache. Die GraphQL-API liefert Treffer und Facettenzähler in einer Abfrage, sodass das Front-End sofort reagieren kann.`,
        `Facets are the filters in a shop's sidebar: "frame size M", "brand X", "under CHF 500". Each facet shows how many products remain after filtering, so nobody runs into an empty result list.

## Good facets are data work

Faceted search is only as good as the product data behind it. Attributes must be maintained consistently, otherwise "Red", "red" and "Red (matte)" appear as three different filters. A clean data model or a [PIM](/en/glossary/pim) helps here.

## Facets in the Unbound Engine

In the admin UI you define filters per assortment, including translations for every language. The GraphQL API returns hits and facet counts in a single query, so the front end can react instantly.`,
      ),
      related: ['pim', 'b2c', 'graphql'],
      meta: {
        title: t('Facettensuche – Glossar', 'Faceted search – Glossary'),
        description: t(
          'Facettensuche erklärt: Filter nach Marke, Grösse oder Preis. Warum gute Facetten saubere Produktdaten brauchen.',
          'Faceted search explained: filtering by brand, size or price. Why good facets need clean product data.',
        ),
      },
    }),
    term({
      key: 'xpub',
      term: t('XPUB (Extended Public Key)', 'XPUB (extended public key)'),
      slug: t('xpub', 'xpub'),
      shortDefinition: t(
        'Ein erweiterter öffentlicher Schlüssel einer Bitcoin-Wallet, aus dem beliebig viele Empfangsadressen abgeleitet werden können, ohne dass der private Schlüssel den Besitzer verlässt.',
        'An extended public key of a Bitcoin wallet from which any number of receiving addresses can be derived, without the private key ever leaving its owner.',
      ),
      body: rich(
        `Wer Kryptozahlungen annimmt, sollte für jede Bestellung eine eigene Empfangsadresse verwenden. Nur so lässt sich eine eingehende Zahlung eindeutig einer Bestellung zuordnen, und die Privatsphäre der Kundschaft bleibt gewahrt.

Ein XPUB macht das möglich: Der Shop kennt nur den öffentlichen Teil der Wallet und leitet daraus für jede Bestellung die nächste Adresse ab. Ausgeben kann er das Geld nicht, denn der private Schlüssel bleibt beim Händler.

## XPUB in der Unbound Cloud

Beim Erstellen einer Engine-Instanz können Sie im Assistenten optional eine Krypto-XPUB-Adresse hinterlegen. Mehr zu Zahlungen in Bitcoin mit Auszahlung in Franken finden Sie auf der Seite [Krypto-Zahlungen](/de/krypto-zahlungen).`,
        `If you accept crypto payments, you should use a separate receiving address for every order. Only then can an incoming payment be matched unambiguously to an order, and your customers' privacy is protected.

An XPUB makes this possible: the shop knows only the public part of the wallet and derives the next address for each order from it. It cannot spend the money, because the private key stays with the merchant.

## XPUB in Unbound Cloud

When you create an engine instance, the wizard lets you optionally enter a crypto XPUB address. Read more about payments in Bitcoin settled in Swiss francs on the page [Crypto payments](/en/crypto-payments).`,
      ),
      related: ['lazy-minting', 'multi-currency'],
      meta: {
        title: t('XPUB – Extended Public Key', 'XPUB – extended public key'),
        description: t(
          'Was ein XPUB ist und warum Onlineshops damit für jede Bestellung eine eigene Bitcoin-Adresse erzeugen können.',
          'What an XPUB is and why online shops can use it to generate a separate Bitcoin address for every order.',
        ),
      },
    }),
    term({
      key: 'lazy-minting',
      term: t('Lazy Minting', 'Lazy minting'),
      slug: t('lazy-minting', 'lazy-minting'),
      shortDefinition: t(
        'Das Erzeugen eines Tokens auf der Blockchain erst im Moment des Kaufs, statt alle Tokens im Voraus zu prägen.',
        'Creating a token on the blockchain only at the moment of purchase, instead of minting all tokens in advance.',
      ),
      body: rich(
        `Beim klassischen Minting wird jeder Token sofort auf der Blockchain angelegt, auch wenn er vielleicht nie verkauft wird. Das kostet Transaktionsgebühren und bindet Aufwand im Voraus.

Beim Lazy Minting existiert das Angebot zunächst nur im Shop. Erst wenn jemand kauft und bezahlt, wird der Token erzeugt und direkt an die Wallet der Käuferin oder des Käufers übertragen. So lassen sich grosse Kollektionen, Zertifikate oder tokenisierte Anteile anbieten, ohne für unverkaufte Stücke zu bezahlen.

Die Unbound Engine behandelt tokenisierte Güter wie andere Produkte, mit Preisen, Lager und Bestellungen, und führt das Minting bei Bedarf über ein Plugin aus. Mehr dazu auf der Seite [Blockchain und tokenisierte Güter](/de/blockchain).`,
        `With classic minting, every token is created on the blockchain straight away, even if it may never be sold. That costs transaction fees and ties up effort in advance.

With lazy minting, the offer at first exists only in the shop. Only when someone buys and pays is the token created and transferred directly to the buyer's wallet. This makes it possible to offer large collections, certificates or tokenized shares without paying for unsold items.

The Unbound Engine treats tokenized goods like other products, with prices, stock and orders, and runs the minting on demand through a plugin. Read more on the page [Blockchain and tokenized assets](/en/blockchain).`,
      ),
      related: ['xpub', 'webhook'],
      meta: {
        title: t('Lazy Minting – Glossar', 'Lazy minting – Glossary'),
        description: t(
          'Lazy Minting erklärt: Tokens erst beim Kauf erzeugen und so Gebühren für unverkaufte Stücke vermeiden.',
          'Lazy minting explained: create tokens only at purchase time and avoid fees for unsold items.',
        ),
      },
    }),
    term({
      key: 'wallet-pass',
      term: t('Wallet-Pass', 'Wallet pass'),
      slug: t('wallet-pass', 'wallet-pass'),
      shortDefinition: t(
        'Ein digitales Ticket, eine Karte oder ein Gutschein, den man in der Wallet-App des Smartphones speichert und beim Einlass oder an der Kasse vorzeigt.',
        'A digital ticket, card or voucher that is stored in the wallet app of a smartphone and shown at the entrance or the till.',
      ),
      body: rich(
        `Wallet-Pässe ersetzen das ausgedruckte PDF-Ticket. Nach dem Kauf landet das Ticket mit einem Tipp in der Wallet des Smartphones, erscheint zur richtigen Zeit auf dem Sperrbildschirm und kann aktualisiert werden, wenn sich etwa die Türöffnungszeit ändert.

Beim Einlass scannt das Personal den Code mit einem gewöhnlichen Smartphone. Jedes Ticket wird nur einmal akzeptiert, und die Auswertung steht sofort in den Live-Reports zur Verfügung.

Mit der Unbound Engine verkaufen Veranstalter Tickets ohne Ticketgebühren, inklusive Wallet-Pässen, Abendkasse mit Barverkauf und Promo-Codes. Mehr dazu auf der Seite [Event-Ticketing](/de/event-ticketing).`,
        `Wallet passes replace the printed PDF ticket. After the purchase, the ticket lands in the phone's wallet with one tap, appears on the lock screen at the right time and can be updated if, for example, the door opening time changes.

At the entrance, staff scan the code with an ordinary smartphone. Each ticket is accepted only once, and the figures appear in the live reports right away.

With the Unbound Engine, organisers sell tickets without ticketing fees, including wallet passes, box-office cash sales and promotional codes. Read more on the page [Event ticketing](/en/event-ticketing).`,
      ),
      related: ['b2c', 'webhook'],
      meta: {
        title: t('Wallet-Pass – Glossar', 'Wallet pass – Glossary'),
        description: t(
          'Was ein Wallet-Pass ist und wie Veranstalter damit Tickets auf das Smartphone liefern und beim Einlass scannen.',
          'What a wallet pass is and how organisers use it to deliver tickets to smartphones and scan them at the door.',
        ),
      },
    }),
    term({
      key: 'smtp',
      term: t('SMTP (Simple Mail Transfer Protocol)', 'SMTP (Simple Mail Transfer Protocol)'),
      slug: t('smtp', 'smtp'),
      shortDefinition: t(
        'Das Standardprotokoll für den Versand von E-Mails, über das ein Shop Bestellbestätigungen und Benachrichtigungen an einen Mailserver übergibt.',
        'The standard protocol for sending e-mail, through which a shop hands order confirmations and notifications to a mail server.',
      ),
      body: rich(
        `Jede Bestellbestätigung, jede Versandmeldung und jede Passwort-Zurücksetzung verlässt den Shop per SMTP. Der Shop meldet sich dafür bei einem Mailserver an und übergibt die Nachricht, die dieser dann zustellt.

## Häufige Einstellungen

- **Server**: die Adresse des Mailservers, etwa \`smtp.example.ch\`
- **Port**: 587 für TLS (Standard) oder 465 für SSL
- **Benutzername und Passwort** des Postfachs

## SMTP in der Unbound Cloud

Ohne eigene Einstellungen versenden Instanzen E-Mails von einer No-Reply-Adresse auf unserer gemeinsamen Mail-Domain, ergänzt um den Shopnamen. Wer eine eigene Absenderadresse möchte, hinterlegt im Assistenten unter den erweiterten Einstellungen einen SMTP-Server. Bleibt der Port leer, verwenden wir 587.`,
        `Every order confirmation, every shipping notice and every password reset leaves the shop via SMTP. The shop logs in to a mail server and hands over the message, which the server then delivers.

## Common settings

- **Server**: the address of the mail server, such as \`smtp.example.com\`
- **Port**: 587 for TLS (the default) or 465 for SSL
- **Username and password** of the mailbox

## SMTP in Unbound Cloud

Without custom settings, instances send e-mail from a no-reply address on our shared mail domain, combined with the shop name. If you want your own sender address, enter an SMTP server in the wizard's advanced settings. If the port is left empty, we use 587.`,
      ),
      related: ['subdomain', 'uptime'],
      meta: {
        title: t('SMTP – Glossar', 'SMTP – Glossary'),
        description: t(
          'SMTP erklärt: wie Onlineshops E-Mails versenden, welche Ports üblich sind und wann sich ein eigener Mailserver lohnt.',
          'SMTP explained: how online shops send e-mail, which ports are common and when your own mail server makes sense.',
        ),
      },
    }),
    term({
      key: 'uptime',
      term: t('Uptime (Verfügbarkeit)', 'Uptime'),
      slug: t('verfuegbarkeit', 'uptime'),
      shortDefinition: t(
        'Der Anteil der Zeit, in der ein System erreichbar ist, meist als Prozentwert pro Monat oder Jahr angegeben.',
        'The share of time during which a system is available, usually stated as a percentage per month or year.',
      ),
      body: rich(
        `Prozentwerte klingen ähnlich, bedeuten aber sehr Unterschiedliches. 99 % Verfügbarkeit erlauben rund 7 Stunden Ausfall pro Monat, 99,9 % etwa 43 Minuten, 99,99 % nur noch gut 4 Minuten. Jede zusätzliche Neun erfordert mehr Redundanz, Überwachung und Bereitschaft.

## Welche Verfügbarkeit brauche ich?

Ein Nischenshop mit Bestellungen zu Bürozeiten kommt mit einer tieferen Stufe gut aus. Ein Ticketshop am Tag des Vorverkaufsstarts oder ein B2B-Portal, über das Spitäler nachbestellen, braucht mehr.

## Support-Stufen bei Unbound

Wir bieten Support-Stufen von Bürozeiten (9–17 Uhr) bis 24/7 und Verfügbarkeiten von 99 % bis 99,99 %, jeweils mit automatischen täglichen Datenbank-Backups. Details auf der Seite [Betrieb und Support](/de/betrieb-und-support).`,
        `Percentages sound similar but mean very different things. 99% availability allows about 7 hours of downtime per month, 99.9% about 43 minutes, and 99.99% only a little over 4 minutes. Every extra nine requires more redundancy, monitoring and on-call readiness.

## How much uptime do I need?

A niche shop that receives orders during office hours does well with a lower level. A ticket shop on the day presales open, or a B2B portal through which hospitals reorder, needs more.

## Support levels at Unbound

We offer support levels from office hours (9-5) to 24/7 and availability from 99% to 99.99%, always with automatic daily database backups. Details on the page [Operational services](/en/operational-services).`,
      ),
      related: ['subdomain', 'smtp'],
      meta: {
        title: t('Uptime und Verfügbarkeit – Glossar', 'Uptime – Glossary'),
        description: t(
          'Was 99 %, 99,9 % und 99,99 % Verfügbarkeit konkret bedeuten und welche Support-Stufe zu Ihrem Shop passt.',
          'What 99%, 99.9% and 99.99% uptime mean in practice and which support level fits your shop.',
        ),
      },
    }),
    term({
      key: 'subdomain',
      term: t('Subdomain', 'Subdomain'),
      slug: t('subdomain', 'subdomain'),
      shortDefinition: t(
        'Ein vorangestellter Teil einer Domain, etwa «shop» in shop.example.ch, der auf einen eigenen Dienst zeigen kann.',
        'A prefix to a domain, such as "shop" in shop.example.com, that can point to a separate service.',
      ),
      body: rich(
        `Subdomains erlauben es, unter einer Domain mehrere Dienste zu betreiben: die Website unter \`www\`, den Shop unter \`shop\` und die API unter \`api\`. Jede Subdomain kann auf einen anderen Server oder Anbieter zeigen.

## Automatische Subdomain für Ihre Instanz

Wenn Sie in der Unbound Cloud eine Engine-Instanz starten, erzeugen wir aus dem Shopnamen automatisch eine Subdomain. Darunter sind die API und die Admin-UI sofort erreichbar, ohne dass Sie DNS-Einträge anlegen müssen.

Später können Sie eine eigene Domain verbinden. Die automatische Subdomain bleibt als technische Adresse erhalten, etwa für Tests oder Integrationen.`,
        `Subdomains let you run several services under one domain: the website under \`www\`, the shop under \`shop\` and the API under \`api\`. Each subdomain can point to a different server or provider.

## Automatic subdomain for your instance

When you start an engine instance in Unbound Cloud, we automatically create a subdomain from the shop name. The API and the admin UI are reachable there right away, without you having to create DNS records.

You can connect your own domain later. The automatic subdomain stays as a technical address, for example for testing or integrations.`,
      ),
      related: ['uptime', 'smtp'],
      meta: {
        title: t('Subdomain – Glossar', 'Subdomain – Glossary'),
        description: t(
          'Was eine Subdomain ist und wie die Unbound Cloud aus dem Shopnamen automatisch eine Adresse für Ihre Engine erzeugt.',
          'What a subdomain is and how Unbound Cloud automatically creates an address for your engine from the shop name.',
        ),
      },
    }),
    term({
      key: 'webhook',
      term: t('Webhook', 'Webhook'),
      slug: t('webhook', 'webhook'),
      shortDefinition: t(
        'Eine automatische HTTP-Benachrichtigung, die ein System an eine hinterlegte Adresse schickt, sobald ein bestimmtes Ereignis eintritt.',
        'An automatic HTTP notification that a system sends to a configured address as soon as a specific event occurs.',
      ),
      body: rich(
        `Statt regelmässig nachzufragen, ob es etwas Neues gibt, lässt man sich bei Webhooks benachrichtigen. Wird eine Bestellung bezahlt, ein Artikel knapp oder eine Offerte bestätigt, schickt das System eine Nachricht an eine URL, etwa an das ERP, an ein Versandtool oder an einen Chat-Kanal.

## Worauf man achten sollte

- **Signaturen**: Der Empfänger muss prüfen können, dass die Nachricht echt ist.
- **Wiederholungen**: Ist der Empfänger nicht erreichbar, sollte die Zustellung später erneut versucht werden, idealerweise mit [exponentiellem Backoff](/de/glossar/exponential-backoff).
- **Idempotenz**: Dieselbe Nachricht kann zweimal ankommen und darf keinen doppelten Effekt haben.

Die Unbound Engine kann Ereignisse aus dem Bestellablauf an externe Systeme weiterreichen und eingehende Webhooks von Zahlungsanbietern verarbeiten.`,
        `Instead of asking regularly whether there is anything new, webhooks let you be notified. When an order is paid, an item runs low or a quotation is confirmed, the system sends a message to a URL, such as the ERP, a shipping tool or a chat channel.

## What to watch out for

- **Signatures**: the receiver must be able to verify that the message is genuine.
- **Retries**: if the receiver is unavailable, delivery should be retried later, ideally with [exponential backoff](/en/glossary/exponential-backoff).
- **Idempotency**: the same message may arrive twice and must not have a double effect.

The Unbound Engine can pass events from the order flow on to external systems and process incoming webhooks from payment providers.`,
      ),
      related: ['exponential-backoff', 'api-first', 'erp'],
      meta: {
        title: t('Webhook – Glossar', 'Webhook – Glossary'),
        description: t(
          'Webhooks erklärt: automatische Benachrichtigungen zwischen Systemen, mit Signaturen, Wiederholungen und Idempotenz.',
          'Webhooks explained: automatic notifications between systems, with signatures, retries and idempotency.',
        ),
      },
    }),
    term({
      key: 'headless-cms',
      term: t('Headless CMS', 'Headless CMS'),
      slug: t('headless-cms', 'headless-cms'),
      shortDefinition: t(
        'Ein Content-Management-System, das Inhalte nur über eine API ausliefert und die Darstellung beliebigen Front-Ends überlässt.',
        'A content management system that delivers content only through an API and leaves presentation to any front end.',
      ),
      body: rich(
        `Ein Headless CMS trennt die Pflege von Inhalten von ihrer Darstellung, genau wie [Headless Commerce](/de/glossar/headless) es für die Verkaufslogik tut. Redaktionen pflegen Seiten, Blogbeiträge und Produktgeschichten an einem Ort, und Website, App oder Kassensystem holen sich diese Inhalte über die API.

## Mandantenfähig

Besonders stark ist das Konzept, wenn mehrere Auftritte dieselbe Basis teilen. Ein Verband kann so jeder Region eine eigene Website geben, während gemeinsame Inhalte nur einmal gepflegt werden.

Die Unbound Engine bringt ein Headless CMS für Einkaufswelten und Produktinhalte mit und lässt sich mit externen CMS-Lösungen kombinieren.`,
        `A headless CMS separates editing content from presenting it, just as [headless commerce](/en/glossary/headless) does for commerce logic. Editors maintain pages, blog posts and product stories in one place, and the website, app or point-of-sale system fetch that content through the API.

## Multi-client

The concept is particularly strong when several sites share the same foundation. An association can give every region its own website while shared content is maintained only once.

The Unbound Engine comes with a headless CMS for shopping landing pages and product content, and can be combined with external CMS solutions.`,
      ),
      related: ['headless', 'api-first', 'pim'],
      meta: {
        title: t('Headless CMS – Glossar', 'Headless CMS – Glossary'),
        description: t(
          'Was ein Headless CMS ist, wie es Inhalte über eine API ausliefert und warum es sich für mehrere Auftritte eignet.',
          'What a headless CMS is, how it delivers content through an API and why it suits multiple sites.',
        ),
      },
    }),
    term({
      key: 'exponential-backoff',
      term: t('Exponentieller Backoff', 'Exponential backoff'),
      slug: t('exponential-backoff', 'exponential-backoff'),
      shortDefinition: t(
        'Eine Strategie für Wiederholungsversuche, bei der die Wartezeit nach jedem Fehlschlag verdoppelt wird, damit ein überlastetes System Zeit zur Erholung bekommt.',
        'A retry strategy in which the waiting time doubles after each failure, so that an overloaded system gets time to recover.',
      ),
      body: rich(
        `Schlägt eine Übertragung fehl, ist sofortiges erneutes Senden selten eine gute Idee: Ist das Zielsystem überlastet, verschärfen hektische Wiederholungen das Problem. Beim exponentiellen Backoff wartet man nach dem ersten Fehler zum Beispiel 30 Sekunden, dann 1 Minute, 2, 4, 8 Minuten und so weiter, bis zu einer Obergrenze.

## Jitter

Damit nicht hunderte Aufträge gleichzeitig wieder anklopfen, wird die Wartezeit zusätzlich leicht zufällig verschoben. Dieser «Jitter» verteilt die Last gleichmässig.

## In der Praxis

Wir setzen exponentiellen Backoff in Arbeitswarteschlangen ein, die Bestellungen an [ERP-Systeme](/de/glossar/erp) übergeben. Nach einer festgelegten Anzahl Fehlschläge wird der Auftrag markiert und das Team benachrichtigt, statt ihn stillschweigend zu verwerfen.`,
        `When a transfer fails, sending it again immediately is rarely a good idea: if the target system is overloaded, frantic retries make the problem worse. With exponential backoff you wait, for example, 30 seconds after the first failure, then 1 minute, 2, 4, 8 minutes and so on, up to a ceiling.

## Jitter

So that hundreds of jobs do not knock again at the same moment, the waiting time is also shifted slightly at random. This "jitter" spreads the load evenly.

## In practice

We use exponential backoff in work queues that hand orders over to [ERP systems](/en/glossary/erp). After a set number of failures the job is flagged and the team notified, rather than silently dropped.`,
      ),
      related: ['erp', 'webhook'],
      meta: {
        title: t('Exponentieller Backoff – Glossar', 'Exponential backoff – Glossary'),
        description: t(
          'Exponentieller Backoff erklärt: Wiederholungsversuche mit wachsender Wartezeit und Jitter für robuste Integrationen.',
          'Exponential backoff explained: retries with growing waiting times and jitter for robust integrations.',
        ),
      },
    }),
    term({
      key: 'multi-currency',
      term: t('Mehrwährungsfähigkeit', 'Multi-currency'),
      slug: t('mehrwaehrung', 'multi-currency'),
      shortDefinition: t(
        'Die Fähigkeit eines Shops, Preise in mehreren Währungen und für mehrere Länder zu führen, statt sie nur umzurechnen.',
        'The ability of a shop to hold prices in several currencies and for several countries, rather than merely converting them.',
      ),
      body: rich(
        `Ein Preis von CHF 49.– wird in Euro nicht zu einem krummen Betrag, nur weil der Wechselkurs es so will. Wer international verkauft, legt Preise pro Land und Währung bewusst fest, berücksichtigt Mehrwertsteuer und Versandkosten und rundet auf marktübliche Beträge.

## Land und Währung gehören zusammen

Die Schweiz, Deutschland und Österreich haben unterschiedliche Steuersätze, Zahlungsgewohnheiten und Lieferbedingungen. Ein mehrländerfähiger Shop kombiniert daher Währung, Sprache, Steuern sowie Zahlungs- und Lieferanbieter pro Land.

In der Unbound Engine legen Sie Basispreise pro Land und Währung direkt am Produkt fest und konfigurieren Länder, Währungen und Anbieter in den Einstellungen der Admin-UI.`,
        `A price of CHF 49 should not turn into an odd amount in euros just because the exchange rate says so. Anyone selling internationally sets prices per country and currency deliberately, takes VAT and shipping costs into account and rounds to amounts that are usual in the market.

## Country and currency belong together

Switzerland, Germany and Austria have different tax rates, payment habits and delivery terms. A multi-country shop therefore combines currency, language, taxes, and payment and delivery providers per country.

In the Unbound Engine you set base prices per country and currency directly on the product and configure countries, currencies and providers in the admin UI settings.`,
      ),
      related: ['b2b', 'xpub'],
      meta: {
        title: t('Mehrwährungsfähigkeit – Glossar', 'Multi-currency – Glossary'),
        description: t(
          'Mehrere Länder und Währungen im Onlineshop: warum Preise pro Markt festgelegt statt umgerechnet werden sollten.',
          'Several countries and currencies in one online shop: why prices should be set per market rather than converted.',
        ),
      },
    }),
  ],
}
