import { action, contactCta, page } from './helpers'
import { adminScreenBlock } from './visuals'
import { linkTo, linkUrl, ref, rich, t } from '../../bilingual'
import { bothLanguages, diagramName } from '../../media/catalogue'

const DOCS = 'https://docs.unbound.example'

export const engine = page(
  'engine',
  {
    title: t('Unbound Engine', 'Unbound Engine'),
    slug: t('unbound-engine', 'unbound-engine'),
    metaTitle: t(
      'Unbound Engine – Open-Source Commerce mit GraphQL · Unbound',
      'Unbound Engine – open-source commerce with GraphQL · Unbound',
    ),
    description: t(
      'Die Unbound Engine: eine headless Commerce-Engine auf Node.js mit GraphQL-API und Dokumentendatenbank. Offen, erweiterbar und bereit für jedes Frontend.',
      'The Unbound Engine: a headless commerce engine on Node.js with a GraphQL API and a document database. Open, extensible and ready for any front end.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Unbound Engine', 'Unbound Engine'),
      heading: t(
        'Das Herz Ihres Commerce: offen, schnell, API-first',
        'The heart of your commerce: open, fast, API-first',
      ),
      lead: t(
        'Die Unbound Engine ist eine Open-Source-Commerce-Engine auf Node.js. Sie spricht GraphQL, speichert in einer Dokumentendatenbank und überlässt Ihnen die Wahl des Frontends – vom Webshop über die App bis zum Kassensystem.',
        'The Unbound Engine is an open-source commerce engine built on Node.js. It speaks GraphQL, stores its data in a document database and leaves the choice of front end to you – from web shop and app to point of sale.',
      ),
      actions: [
        action(linkTo('pages', 'quick-start', t('Quick Start', 'Quick start'))),
        action(
          linkTo('pages', 'cloud', t('In der Cloud testen', 'Try it in the cloud'), 'secondary'),
        ),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Gebaut auf bewährter Technologie', 'Built on proven technology'),
      intro: t(
        'Keine proprietäre Blackbox: Die Engine setzt auf Standards, die Ihr Team kennt und die sich in jede Systemlandschaft einfügen.',
        'No proprietary black box: the engine relies on standards your team already knows and that fit into any system landscape.',
      ),
      columns: '3',
      features: [
        {
          icon: 'api',
          title: t('GraphQL-API', 'GraphQL API'),
          text: t(
            'Ein typisiertes Schema für Produkte, Warenkörbe, Bestellungen und Benutzer. Frontends holen genau die Daten, die sie brauchen – in einer Anfrage.',
            'One typed schema for products, carts, orders and users. Front ends fetch exactly the data they need – in a single request.',
          ),
        },
        {
          icon: 'code',
          title: t('Node.js', 'Node.js'),
          text: t(
            'Geschäftslogik in TypeScript und JavaScript, mit dem riesigen npm-Ökosystem im Rücken. Kein Spezialwissen, keine exotische Laufzeit.',
            'Business logic in TypeScript and JavaScript, backed by the vast npm ecosystem. No special knowledge, no exotic runtime.',
          ),
        },
        {
          icon: 'warehouse',
          title: t('Dokumentendatenbank', 'Document database'),
          text: t(
            'Flexible Produktdaten ohne starres Tabellenschema: Varianten, Bundles und eigene Attribute wachsen mit Ihrem Sortiment.',
            'Flexible product data without a rigid table schema: variants, bundles and custom attributes grow with your assortment.',
          ),
        },
        {
          icon: 'puzzle',
          title: t('Plugin-Architektur', 'Plugin architecture'),
          text: t(
            'Zahlung, Lieferung, Lager, Preise und Rabatte sind Plugins. Ersetzen Sie jedes davon durch Ihre eigene Logik.',
            'Payment, delivery, warehousing, pricing and discounts are plugins. Replace any of them with your own logic.',
          ),
        },
        {
          icon: 'shield',
          title: t('Open Source', 'Open source'),
          text: t(
            'Der Quellcode ist offen einsehbar. Kein Vendor-Lock-in, keine Lizenz, die Ihr Wachstum bremst.',
            'The source code is open for anyone to read. No vendor lock-in, no licence that slows your growth.',
          ),
        },
        {
          icon: 'globe',
          title: t('International ab Tag eins', 'International from day one'),
          text: t(
            'Sprachen, Länder, Währungen und Steuersätze sind Teil des Kerns – nicht ein nachträgliches Add-on.',
            'Languages, countries, currencies and tax rates are part of the core – not an afterthought add-on.',
          ),
        },
      ],
    },
    {
      blockType: 'codeSample',
      heading: t('Eine Anfrage, alle Daten', 'One request, all the data'),
      intro: t(
        'So lädt ein Frontend eine Produktseite: Titel in der gewünschten Sprache, Preis in Landeswährung und die Varianten – ohne Overfetching.',
        'This is how a front end loads a product page: title in the requested language, price in the local currency and the variants – without overfetching.',
      ),
      language: 'graphql',
      code: `query ProductPage($slug: String!, $locale: String!, $currency: String!) {
  product(slug: $slug) {
    id
    texts(locale: $locale) {
      title
      subtitle
      description
    }
    media(limit: 4) {
      url
      altText
    }
    price(currency: $currency, country: "CH") {
      amount
      currency
      isTaxable
    }
    ... on ConfigurableProduct {
      variations {
        key
        texts(locale: $locale) { title }
        options { value label }
      }
    }
    reviews(limit: 3, status: APPROVED) {
      rating
      title
    }
  }
}`,
      caption: t(
        'GraphQL-Abfrage an /api/graphql – vollständige Referenz in der Dokumentation',
        'GraphQL query against /api/graphql – full reference in the documentation',
      ),
    },
    {
      blockType: 'steps',
      heading: t('Vom ersten Commit bis zum Livegang', 'From first commit to go-live'),
      steps: [
        {
          title: t('Engine starten', 'Start the engine'),
          text: t(
            'Lokal mit einem Befehl oder in der Unbound Cloud mit ein paar Klicks – inklusive Admin UI.',
            'Locally with a single command or in the Unbound Cloud with a few clicks – admin UI included.',
          ),
        },
        {
          title: t('Katalog und Regeln einrichten', 'Set up catalogue and rules'),
          text: t(
            'Produkte, Preise, Länder und Zahlungsarten pflegen Sie in der Admin UI oder importieren sie über die API.',
            'Maintain products, prices, countries and payment methods in the admin UI or import them through the API.',
          ),
        },
        {
          title: t('Frontend anbinden', 'Connect the front end'),
          text: t(
            'Next.js, Vue, eine native App oder ein Kiosk: Jedes Frontend spricht mit derselben GraphQL-API.',
            'Next.js, Vue, a native app or a kiosk: every front end talks to the same GraphQL API.',
          ),
        },
        {
          title: t('Erweitern und betreiben', 'Extend and operate'),
          text: t(
            'Eigene Plugins schreiben, Umsysteme anbinden und den Betrieb auf Wunsch uns überlassen.',
            'Write your own plugins, connect surrounding systems and leave operations to us if you like.',
          ),
        },
      ],
    },
    {
      blockType: 'cards',
      heading: t('Tiefer eintauchen', 'Dive deeper'),
      cards: [
        {
          title: t('Admin UI', 'Admin UI'),
          text: t(
            'Die Oberfläche für Ihr Team: Produkte, Bestellungen, Offerten und Einstellungen.',
            'The interface for your team: products, orders, quotations and settings.',
          ),
          link: linkTo('pages', 'admin-ui', t('Admin UI ansehen', 'See the admin UI'), 'text'),
        },
        {
          title: t('Headless erklärt', 'Headless explained'),
          text: t(
            'Warum die Trennung von Frontend und Backend Ihr Geschäft beweglicher macht.',
            'Why separating front end and back end makes your business more agile.',
          ),
          link: linkTo('pages', 'headless', t('Mehr zu Headless', 'More on headless'), 'text'),
        },
        {
          title: t('Hackable by Design', 'Hackable by design'),
          text: t(
            'Wie Sie mit wenigen Zeilen Code eigene Preis-, Liefer- oder Zahlungslogik einbauen.',
            'How a few lines of code add your own pricing, delivery or payment logic.',
          ),
          link: linkTo('pages', 'hackable', t('Beispiele ansehen', 'See examples'), 'text'),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('Probieren geht über Studieren', 'The proof is in the trying'),
      text: t(
        'Lesen Sie die Dokumentation, starten Sie die Engine lokal oder lassen Sie uns eine Instanz für Sie betreiben.',
        'Read the documentation, run the engine locally or let us operate an instance for you.',
      ),
      actions: [
        action(linkUrl(DOCS, t('Zur Dokumentation', 'Read the docs'))),
        action(
          linkTo(
            'pages',
            'cloud',
            t('Cloud-Instanz starten', 'Launch a cloud instance'),
            'secondary',
          ),
        ),
      ],
    },
  ],
)

export const adminUi = page(
  'admin-ui',
  {
    title: t('Admin UI', 'Admin UI'),
    slug: t('admin-ui', 'admin-ui'),
    metaTitle: t(
      'Admin UI – Commerce im Griff · Unbound',
      'Admin UI – commerce under control · Unbound',
    ),
    description: t(
      'Die Unbound Admin UI: Benutzer, Produkte und Varianten, Filter, Sortimente, Offerten, Bestellungen, Analysen und Einstellungen an einem Ort.',
      'The Unbound admin UI: users, products and variants, filters, assortments, quotations, orders, analytics and settings in one place.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Admin UI', 'Admin UI'),
      heading: t(
        'Ihr Kontrollzentrum für den täglichen Commerce',
        'Your control centre for everyday commerce',
      ),
      lead: t(
        'Produktmanagement, Auftragsabwicklung und Konfiguration in einer klaren Oberfläche. Die Admin UI ist bei jeder Unbound Engine dabei – ohne Zusatzlizenz und ohne Schulungsmarathon.',
        'Product management, order processing and configuration in one clear interface. The admin UI comes with every Unbound Engine – no extra licence, no marathon training sessions.',
      ),
      actions: [
        action(linkTo('pages', 'cloud', t('Admin UI ausprobieren', 'Try the admin UI'))),
        action(linkTo('pages', 'contact', t('Demo anfragen', 'Request a demo'), 'secondary')),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Alle Bereiche auf einen Blick', 'Every area at a glance'),
      columns: '4',
      features: [
        {
          icon: 'users',
          title: t('Benutzer', 'Users'),
          text: t(
            'Interne und externe Benutzer mit einem erweiterbaren Rollen- und Rechtemodell verwalten.',
            'Manage internal and external users with an extensible role and rights model.',
          ),
        },
        {
          icon: 'cart',
          title: t('Produkte und Varianten', 'Products and variants'),
          text: t(
            'Einfache Produkte, Produkte mit mehreren Varianten und Bundles – mit Texten und Bildern pro Sprache.',
            'Simple products, multi-variant products and bundles – with texts and images per language.',
          ),
        },
        {
          icon: 'search',
          title: t('Facettenfilter', 'Faceted filters'),
          text: t(
            'Filter definieren, die Ihre Kundschaft im Shop nutzt – von Farbe bis Zertifizierung.',
            'Define the filters your customers use in the shop – from colour to certification.',
          ),
        },
        {
          icon: 'tag',
          title: t('Sortimente', 'Assortments'),
          text: t(
            'Kategorien und Sortimente als Baum pflegen, Produkte zuordnen und sortieren.',
            'Maintain categories and assortments as a tree, assign and sort products.',
          ),
        },
        {
          icon: 'chart',
          title: t('Offerten', 'Quotations'),
          text: t(
            'Anfragen prüfen, Angebote erstellen und bestätigen oder ablehnen.',
            'Review requests, create offers and confirm or reject them.',
          ),
        },
        {
          icon: 'truck',
          title: t('Bestellungen', 'Orders'),
          text: t(
            'Bestellungen manuell bestätigen, als bezahlt markieren und verwaiste Warenkörbe löschen.',
            'Confirm orders manually, mark them as paid and delete abandoned carts.',
          ),
        },
        {
          icon: 'chart',
          title: t('Analysen und Logs', 'Analytics and logs'),
          text: t(
            'Umsätze und Kennzahlen verfolgen und in den Logs nachvollziehen, was wann passiert ist.',
            'Track revenue and key figures and trace in the logs what happened when.',
          ),
        },
        {
          icon: 'admin',
          title: t('Einstellungen', 'Settings'),
          text: t(
            'Sprachen, Länder, Währungen sowie Zahlungs-, Liefer- und Lageranbieter konfigurieren.',
            'Configure languages, countries, currencies and payment, delivery and warehousing providers.',
          ),
        },
      ],
    },
    {
      blockType: 'content',
      heading: t('Produktpflege ohne Umwege', 'Product management without detours'),
      width: 'wide',
      content: rich(
        `Ein T-Shirt in fünf Grössen und drei Farben, ein Ersatzteil mit nur einer Ausführung, ein Geschenkset aus mehreren Artikeln: Die Admin UI kennt für jeden Fall den passenden Produkttyp.

- **Einfache Produkte** für Artikel ohne Auswahl
- **Produkte mit mehreren Varianten**, bei denen die Kundschaft zum Beispiel Grösse und Farbe wählt
- **Bundles**, die mehrere Produkte zu einem Angebot bündeln

Basispreise hinterlegen Sie pro Land und Währung. Texte und Bilder pflegen Sie pro Sprache, damit jeder Markt die richtige Ansprache bekommt – von Zürich bis Hamburg.`,
        `A T-shirt in five sizes and three colours, a spare part with a single version, a gift set made of several items: the admin UI has the right product type for every case.

- **Simple products** for items without options
- **Multi-variant products** where customers choose, for example, size and colour
- **Bundles** that combine several products into one offer

You set base prices per country and currency. Texts and images are maintained per language, so every market gets the right tone – from Zurich to Hamburg.`,
      ),
    },
    adminScreenBlock(
      'products',
      t(
        'Ein Produkt mit Varianten und Basispreisen pro Land und Währung',
        'A product with variants and base prices per country and currency',
      ),
    ),
    adminScreenBlock(
      'filters',
      t(
        'Facettenfilter: welche Eigenschaften die Kundschaft im Shop filtern kann',
        'Faceted filters: which properties customers can filter by in the shop',
      ),
    ),
    {
      blockType: 'steps',
      heading: t('Bestellungen im Griff', 'Orders under control'),
      intro: t(
        'Nicht jede Bestellung läuft automatisch durch. Für die Ausnahmen haben Sie die nötigen Handgriffe direkt zur Hand.',
        'Not every order runs through automatically. For the exceptions, the actions you need are right at hand.',
      ),
      steps: [
        {
          title: t('Prüfen und bestätigen', 'Review and confirm'),
          text: t(
            'Bestellungen, die eine Freigabe brauchen, bestätigen Sie manuell – etwa bei Kauf auf Rechnung.',
            'Confirm orders that need approval manually – for example when paying by invoice.',
          ),
        },
        {
          title: t('Zahlung verbuchen', 'Record the payment'),
          text: t(
            'Ist die Überweisung eingegangen, markieren Sie die Bestellung als bezahlt.',
            'Once the bank transfer has arrived, mark the order as paid.',
          ),
        },
        {
          title: t('Aufräumen', 'Tidy up'),
          text: t(
            'Verwaiste Warenkörbe löschen Sie gezielt, damit Auswertungen aussagekräftig bleiben.',
            'Delete abandoned carts selectively so your reports stay meaningful.',
          ),
        },
      ],
    },
    adminScreenBlock(
      'quotations',
      t(
        'Offerten: Anfragen prüfen, bestätigen oder ablehnen',
        'Quotations: review requests, confirm or reject them',
      ),
    ),
    adminScreenBlock(
      'settings',
      t(
        'Einstellungen: Sprachen, Länder, Währungen und Anbieter für Zahlung, Lieferung und Lager',
        'Settings: languages, countries, currencies and providers for payment, delivery and warehousing',
      ),
    ),
    contactCta(
      t('Sehen Sie die Admin UI in Aktion', 'See the admin UI in action'),
      t(
        'Starten Sie eine Testinstanz und klicken Sie sich selbst durch – oder wir zeigen Ihnen die Oberfläche in einer persönlichen Demo.',
        'Launch a trial instance and click through it yourself – or let us show you the interface in a personal demo.',
      ),
    ),
  ],
)

export const headless = page(
  'headless',
  {
    title: t('Headless Commerce erklärt', 'Headless commerce explained'),
    slug: t('headless', 'headless'),
    metaTitle: t('Was ist Headless Commerce? · Unbound', 'What is headless commerce? · Unbound'),
    description: t(
      'Headless Commerce trennt Frontend und Backend. Was das bedeutet, welche Vorteile es bringt und wann es sich für Ihr Unternehmen lohnt.',
      'Headless commerce separates front end and back end. What that means, which benefits it brings and when it pays off for your business.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Headless erklärt', 'Headless explained'),
      heading: t(
        'Kopf frei für das beste Einkaufserlebnis',
        'Free your head for the best shopping experience',
      ),
      lead: t(
        'Bei Headless Commerce sind Präsentation und Geschäftslogik getrennt. Das Backend liefert Produkte, Preise und Bestellungen über eine API – wie und wo Sie verkaufen, entscheiden Sie selbst.',
        'In headless commerce, presentation and business logic are separate. The back end delivers products, prices and orders through an API – how and where you sell is up to you.',
      ),
      actions: [
        action(linkTo('pages', 'engine', t('Zur Unbound Engine', 'To the Unbound Engine'))),
      ],
    },
    {
      blockType: 'content',
      heading: t('Monolith oder Headless?', 'Monolith or headless?'),
      content: rich(
        `Klassische Shopsysteme liefern Backend und Frontend in einem Paket. Das ist bequem, solange alles nach Schema läuft. Sobald Sie aber eine App, einen Kiosk, ein Kundenportal oder ein ganz eigenes Design brauchen, wird das Paket zur Fessel: Jede Änderung am Frontend berührt den Kern, jedes Update wird zum Risiko.

Headless dreht das um. Die **Unbound Engine** kümmert sich um das, was Commerce ausmacht: Katalog, Preise, Warenkorb, Zahlung, Lieferung und Bestellungen. Über die **GraphQL-API** stellt sie alles bereit, was ein Frontend braucht. Das Frontend wiederum kann sich ganz auf Ihre Marke und Ihre Kundschaft konzentrieren.

## Was Sie gewinnen

- **Freiheit im Design:** Kein Template-Korsett, sondern genau die Oberfläche, die zu Ihrer Marke passt.
- **Mehr Kanäle:** Webshop, App, Kassensystem und Marktplatz greifen auf dieselben Daten zu.
- **Tempo:** Frontend und Backend lassen sich unabhängig voneinander weiterentwickeln und ausrollen.
- **Performance:** Moderne Frontends laden nur, was sie brauchen, und sind entsprechend schnell.`,
        `Classic shop systems deliver back end and front end in one package. That is convenient as long as everything follows the template. But as soon as you need an app, a kiosk, a customer portal or a design of your own, the package becomes a straitjacket: every change to the front end touches the core, every update becomes a risk.

Headless turns this around. The **Unbound Engine** takes care of what commerce is about: catalogue, prices, cart, payment, delivery and orders. Through the **GraphQL API** it provides everything a front end needs. The front end, in turn, can focus entirely on your brand and your customers.

## What you gain

- **Design freedom:** no template straitjacket, but exactly the interface that fits your brand.
- **More channels:** web shop, app, point of sale and marketplace all access the same data.
- **Speed:** front end and back end can be developed and released independently.
- **Performance:** modern front ends load only what they need and are fast as a result.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('Ein Backend, unzählige Touchpoints', 'One back end, countless touchpoints'),
      columns: '4',
      features: [
        {
          icon: 'cart',
          title: t('Webshop', 'Web shop'),
          text: t(
            'Blitzschnelle Storefronts mit Next.js oder einem Framework Ihrer Wahl.',
            'Lightning-fast storefronts with Next.js or a framework of your choice.',
          ),
        },
        {
          icon: 'users',
          title: t('Kundenportal', 'Customer portal'),
          text: t(
            'B2B-Bestellportale mit Kundenpreisen, Offerten und Nachbestellung.',
            'B2B ordering portals with customer prices, quotations and reordering.',
          ),
        },
        {
          icon: 'ticket',
          title: t('Event und Kasse', 'Events and box office'),
          text: t(
            'Ticketverkauf online und an der Abendkasse, Einlass per Smartphone.',
            'Ticket sales online and at the box office, admission by smartphone.',
          ),
        },
        {
          icon: 'code',
          title: t('Headless CMS', 'Headless CMS'),
          text: t(
            'Produkte und redaktionelle Inhalte aus getrennten Systemen, vereint im Frontend.',
            'Products and editorial content from separate systems, united in the front end.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Ist Headless das Richtige für mich?', 'Is headless right for me?'),
      items: [
        {
          question: t(
            'Brauche ich für Headless ein eigenes Entwicklungsteam?',
            'Do I need my own development team for headless?',
          ),
          answer: t(
            'Nicht zwingend. Viele unserer Kundinnen und Kunden lassen das Frontend von uns oder einer Partneragentur bauen und konzentrieren sich selbst auf das Geschäft.',
            'Not necessarily. Many of our customers have us or a partner agency build the front end and focus on the business themselves.',
          ),
        },
        {
          question: t(
            'Ist Headless teurer als ein klassisches Shopsystem?',
            'Is headless more expensive than a classic shop system?',
          ),
          answer: t(
            'Der Einstieg kann etwas mehr Aufwand bedeuten. Dafür sparen Sie bei jeder späteren Änderung, weil Frontend und Backend sich nicht gegenseitig blockieren.',
            'Getting started can take a little more effort. In return, you save on every later change, because front end and back end no longer block each other.',
          ),
        },
        {
          question: t('Kann ich schrittweise umsteigen?', 'Can I switch step by step?'),
          answer: t(
            'Ja. Oft beginnen wir mit einem Kanal, etwa einem B2B-Portal, und migrieren danach den bestehenden Shop – ohne Ausfallzeit.',
            'Yes. We often start with one channel, such as a B2B portal, and then migrate the existing shop – without downtime.',
          ),
        },
      ],
    },
    contactCta(
      t('Lassen Sie uns über Ihre Architektur sprechen', 'Let’s talk about your architecture'),
      t(
        'In einem unverbindlichen Gespräch klären wir, ob und wie Headless Ihr Geschäft voranbringt.',
        'In a no-obligation conversation we find out whether and how headless moves your business forward.',
      ),
    ),
  ],
)

export const hackable = page(
  'hackable',
  {
    title: t('Hackable by Design', 'Hackable by design'),
    slug: t('hackable', 'hackable'),
    metaTitle: t(
      'Hackable: Commerce-Logik in Code · Unbound',
      'Hackable: commerce logic in code · Unbound',
    ),
    description: t(
      'Die Unbound Engine lässt sich mit TypeScript-Plugins erweitern: eigene Preise, Lieferarten, Zahlungen und Workflows – bis zum wetterabhängigen Preis.',
      'The Unbound Engine is extended with TypeScript plugins: your own prices, delivery methods, payments and workflows – right up to weather-dependent pricing.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Hackable', 'Hackable'),
      heading: t(
        'Ihre Geschäftslogik ist kein Sonderfall',
        'Your business logic is not a special case',
      ),
      lead: t(
        'Jedes Unternehmen verkauft ein bisschen anders. Darum ist die Unbound Engine durch und durch erweiterbar: Preise, Rabatte, Lieferung, Zahlung und Lager sind Plugins, die Sie mit ein paar Zeilen TypeScript anpassen.',
        'Every company sells a little differently. That is why the Unbound Engine is extensible through and through: prices, discounts, delivery, payment and warehousing are plugins you adapt with a few lines of TypeScript.',
      ),
      actions: [
        action(linkTo('pages', 'quick-start', t('Loslegen', 'Get started'))),
        action(linkUrl(DOCS, t('Plugin-Dokumentation', 'Plugin documentation'), 'secondary')),
      ],
    },
    {
      blockType: 'codeSample',
      heading: t('Beispiel: Der Preis folgt dem Wetter', 'Example: the price follows the weather'),
      intro: t(
        'Eine Glacé-Manufaktur möchte ihre Preise an die Nachfrage koppeln: Sobald es in Zürich 20 Grad Celsius warm ist, steigt der Preis um 1 USD. Das ganze Plugin passt auf eine Bildschirmseite.',
        'An ice-cream maker wants to link prices to demand: as soon as Zurich reaches 20 degrees Celsius, the price rises by 1 USD. The whole plugin fits on one screen.',
      ),
      language: 'typescript',
      code: `import { definePricingPlugin } from '@unbound/engine/pricing'

const ZURICH = { latitude: 47.37, longitude: 8.54 }

async function currentTemperature(): Promise<number> {
  const response = await fetch(
    \`https://weather.example/v1/current?lat=\${ZURICH.latitude}&lon=\${ZURICH.longitude}\`,
  )
  const { temperatureCelsius } = await response.json()
  return temperatureCelsius
}

export const weatherPricing = definePricingPlugin({
  key: 'shop.weather-pricing',
  label: 'Warm-weather surcharge',
  // runs after the base price, before discounts
  orderIndex: 10,

  isActive: ({ product }) => product.tags.includes('ice-cream'),

  async calculate({ calculation, currency }) {
    if (currency !== 'USD') return calculation
    if ((await currentTemperature()) >= 20) {
      // amounts are in cents: +1.00 USD
      calculation.add({ amount: 100, label: 'Sunny day in Zurich' })
    }
    return calculation
  },
})`,
      caption: t(
        'Ein Preis-Plugin in TypeScript – registriert beim Start der Engine',
        'A pricing plugin in TypeScript – registered when the engine starts',
      ),
      diagram: ref('media', bothLanguages(diagramName('weather-pricing'))),
    },
    {
      blockType: 'featureGrid',
      heading: t('Wo Sie eingreifen können', 'Where you can hook in'),
      columns: '3',
      features: [
        {
          icon: 'tag',
          title: t('Preise', 'Pricing'),
          text: t(
            'Dynamische Preise nach Wetter, Nachfrage, Uhrzeit oder Kundengruppe.',
            'Dynamic prices by weather, demand, time of day or customer group.',
          ),
        },
        {
          icon: 'star',
          title: t('Rabatte', 'Discounts'),
          text: t(
            'Eigene Aktionslogik, die sich mit Standardrabatten sauber kombinieren lässt.',
            'Custom promotion logic that combines cleanly with standard discounts.',
          ),
        },
        {
          icon: 'coin',
          title: t('Zahlung', 'Payment'),
          text: t(
            'Neue Zahlungsanbieter anbinden oder Zahlungsarten für bestimmte Rollen freigeben.',
            'Connect new payment providers or allow payment methods for certain roles only.',
          ),
        },
        {
          icon: 'truck',
          title: t('Lieferung', 'Delivery'),
          text: t(
            'Versandkosten aus Ihrem Logistiksystem oder Zustellfenster aus Ihrer Tourenplanung.',
            'Shipping costs from your logistics system or delivery slots from your route planning.',
          ),
        },
        {
          icon: 'warehouse',
          title: t('Lager', 'Warehousing'),
          text: t(
            'Verfügbarkeit live aus dem ERP oder aus mehreren Lagern gleichzeitig.',
            'Availability live from your ERP or from several warehouses at once.',
          ),
        },
        {
          icon: 'repeat',
          title: t('Workflows', 'Workflows'),
          text: t(
            'Hintergrundaufgaben mit Wiederholungslogik, etwa für den Abgleich mit Altsystemen.',
            'Background tasks with retry logic, for example for syncing with legacy systems.',
          ),
        },
      ],
    },
    {
      blockType: 'content',
      heading: t('Hackable heisst nicht fragil', 'Hackable does not mean fragile'),
      content: rich(
        `Erweiterungen leben in klar definierten Schnittstellen, nicht in Patches am Kern. Dadurch bleiben **Updates der Engine einfach**: Ihr Plugin bleibt, wie es ist, während die Engine darunter weiterentwickelt wird.

Wie weit das geht, zeigt ein Kunstprojekt aus unseren [Erfolgsgeschichten](/de/erfolgsgeschichten): Dort wird ein Werk mit jedem Verkauf um 1% teurer – umgesetzt als einzelnes Preis-Plugin.`,
        `Extensions live in clearly defined interfaces, not in patches to the core. This keeps **engine updates simple**: your plugin stays as it is while the engine underneath keeps evolving.

How far this goes is shown by an art project from our [success stories](/en/success-stories): there, a work becomes 1% more expensive with every sale – implemented as a single pricing plugin.`,
      ),
    },
    {
      blockType: 'cta',
      heading: t('Schreiben Sie Ihr erstes Plugin', 'Write your first plugin'),
      text: t(
        'Die Quick-Start-Anleitung führt Sie in wenigen Minuten zu einer lauffähigen Engine auf Ihrem Rechner.',
        'The quick-start guide gets you to a running engine on your machine in a few minutes.',
      ),
      actions: [
        action(linkTo('pages', 'quick-start', t('Zum Quick Start', 'To the quick start'))),
        action(linkUrl(DOCS, t('Dokumentation', 'Documentation'), 'secondary')),
      ],
    },
  ],
)

export const quickStart = page(
  'quick-start',
  {
    title: t('Quick Start', 'Quick start'),
    slug: t('quick-start', 'quick-start'),
    metaTitle: t(
      'Quick Start: Unbound in 5 Minuten · Unbound',
      'Quick start: Unbound in 5 minutes · Unbound',
    ),
    description: t(
      'In wenigen Schritten zur lauffähigen Unbound Engine: lokal oder in der Cloud, mit Admin UI und GraphQL-API. Mit Link zur vollständigen Dokumentation.',
      'A running Unbound Engine in a few steps: locally or in the cloud, with admin UI and GraphQL API. With a link to the full documentation.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('Für Entwicklerinnen und Entwickler', 'For developers'),
      heading: t(
        'In fünf Minuten zur eigenen Commerce-Engine',
        'Your own commerce engine in five minutes',
      ),
      lead: t(
        'Alles, was Sie brauchen, ist Node.js und ein Terminal. Die vollständige Anleitung mit allen Optionen finden Sie in unserer Dokumentation.',
        'All you need is Node.js and a terminal. The complete guide with every option is in our documentation.',
      ),
      actions: [action(linkUrl(DOCS, t('Zur Dokumentation', 'Open the docs')))],
    },
    {
      blockType: 'steps',
      heading: t('So geht’s', 'How it works'),
      steps: [
        {
          title: t('Projekt anlegen', 'Create a project'),
          text: t(
            'Ein Befehl erzeugt ein neues Projekt mit Engine, Beispieldaten und Konfiguration.',
            'One command creates a new project with the engine, sample data and configuration.',
          ),
        },
        {
          title: t('Engine starten', 'Start the engine'),
          text: t(
            'Der Entwicklungsserver startet die GraphQL-API und die Admin UI auf Ihrem Rechner.',
            'The development server starts the GraphQL API and the admin UI on your machine.',
          ),
        },
        {
          title: t('Erste Abfrage senden', 'Send your first query'),
          text: t(
            'Im GraphQL-Playground fragen Sie die Beispielprodukte ab und legen einen Warenkorb an.',
            'In the GraphQL playground you query the sample products and create a cart.',
          ),
        },
        {
          title: t('Frontend verbinden', 'Connect a front end'),
          text: t(
            'Verwenden Sie unser Storefront-Beispiel oder binden Sie Ihr eigenes Frontend an.',
            'Use our storefront example or connect your own front end.',
          ),
        },
      ],
    },
    {
      blockType: 'codeSample',
      heading: t('Im Terminal', 'In the terminal'),
      language: 'bash',
      code: `# create a new project with sample data
npm create unbound-engine@latest my-shop
cd my-shop

# start the engine in development mode
npm run dev

# GraphQL API:  http://localhost:4010/graphql
# Admin UI:     http://localhost:4010/admin`,
      caption: t('Voraussetzung: Node.js 20 oder neuer', 'Requirement: Node.js 20 or newer'),
    },
    {
      blockType: 'cta',
      heading: t('Lieber ohne Installation?', 'Rather skip the installation?'),
      text: t(
        'Starten Sie eine Engine in der Unbound Cloud – mit Admin UI, automatischen Backups und 14 Tagen kostenloser Testphase.',
        'Launch an engine in the Unbound Cloud – with admin UI, automatic backups and a free 14-day trial.',
      ),
      actions: [
        action(linkTo('pages', 'cloud', t('Cloud-Instanz starten', 'Launch a cloud instance'))),
        action(linkUrl(DOCS, t('Ganze Dokumentation lesen', 'Read the full docs'), 'secondary')),
      ],
    },
  ],
)

export const cloud = page(
  'cloud',
  {
    title: t('Unbound Cloud', 'Unbound Cloud'),
    slug: t('cloud', 'cloud'),
    metaTitle: t(
      'Unbound Cloud – 14 Tage kostenlos testen · Unbound',
      'Unbound Cloud – free 14-day trial · Unbound',
    ),
    description: t(
      'Ihre Unbound Engine in der Cloud: in Minuten gestartet, mit Admin UI, täglichen Backups und Support von 9-5 bis 24/7. Jetzt 14 Tage kostenlos testen.',
      'Your Unbound Engine in the cloud: launched in minutes, with admin UI, daily backups and support from 9-5 to 24/7. Try it free for 14 days.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'centered',
      eyebrow: t('Unbound Cloud', 'Unbound Cloud'),
      heading: t(
        'Ihre Engine läuft. Sie kümmern sich ums Verkaufen.',
        'Your engine runs. You take care of selling.',
      ),
      lead: t(
        'Registrieren, Organisation anlegen, Shopnamen eingeben – und Ihre Unbound Engine ist startklar, samt Admin UI und eigener Subdomain. Die ersten 14 Tage sind kostenlos.',
        'Sign up, create an organisation, enter a shop name – and your Unbound Engine is ready, admin UI and subdomain included. The first 14 days are free.',
      ),
      actions: [
        action(
          linkUrl(
            t('/de/signup', '/en/signup'),
            t('14 Tage kostenlos testen', 'Start your 14-day trial'),
          ),
        ),
        action(linkUrl(t('/de/login', '/en/login'), t('Anmelden', 'Log in'), 'secondary')),
      ],
    },
    {
      blockType: 'pricingTiers',
      heading: t('Das passende Paket für jede Phase', 'The right plan for every stage'),
      intro: t(
        'Alle Pakete enthalten die vollständige Engine, die Admin UI und automatische tägliche Datenbank-Backups. Sie unterscheiden sich bei Support und garantierter Verfügbarkeit.',
        'Every plan includes the complete engine, the admin UI and automatic daily database backups. They differ in support and guaranteed availability.',
      ),
      tiers: [
        {
          name: t('Starter', 'Starter'),
          price: t('14 Tage kostenlos', 'Free for 14 days'),
          description: t(
            'Zum Ausprobieren, für Prototypen und kleinere Shops.',
            'For trying things out, prototypes and smaller shops.',
          ),
          features: [
            {
              feature: t(
                'Vollständige Unbound Engine mit Admin UI',
                'Complete Unbound Engine with admin UI',
              ),
            },
            {
              feature: t(
                'Eigene Subdomain aus Ihrem Shopnamen',
                'Your own subdomain from your shop name',
              ),
            },
            { feature: t('Tägliche Datenbank-Backups', 'Daily database backups') },
            { feature: t('Support zu Bürozeiten (9-5)', 'Office-hours support (9-5)') },
            { feature: t('99% Verfügbarkeit', '99% uptime') },
          ],
          highlighted: false,
          link: linkUrl(
            t('/de/signup', '/en/signup'),
            t('Kostenlos starten', 'Start for free'),
            'secondary',
          ),
        },
        {
          name: t('Business', 'Business'),
          price: t('Auf Anfrage', 'On request'),
          description: t(
            'Für wachsende Shops, die sich auf ihren Betrieb verlassen müssen.',
            'For growing shops that need to rely on their operations.',
          ),
          features: [
            { feature: t('Alles aus Starter', 'Everything in Starter') },
            {
              feature: t(
                'Erweiterter Support mit Reaktionszeiten',
                'Extended support with response times',
              ),
            },
            { feature: t('99.9% Verfügbarkeit', '99.9% uptime') },
            { feature: t('Eigene Domain und SMTP-Versand', 'Custom domain and SMTP sending') },
            { feature: t('Upgrade-Versicherung', 'Upgrade insurance') },
          ],
          highlighted: true,
          link: linkUrl(t('/de/signup', '/en/signup'), t('Testphase starten', 'Start the trial')),
        },
        {
          name: t('Enterprise', 'Enterprise'),
          price: t('Auf Anfrage', 'On request'),
          description: t(
            'Für geschäftskritischen Commerce rund um die Uhr.',
            'For business-critical commerce around the clock.',
          ),
          features: [
            { feature: t('Alles aus Business', 'Everything in Business') },
            { feature: t('Support rund um die Uhr (24/7)', 'Around-the-clock support (24/7)') },
            { feature: t('99.99% Verfügbarkeit', '99.99% uptime') },
            { feature: t('Persönliche Ansprechperson', 'Dedicated contact person') },
            { feature: t('Individuelle Integrationen', 'Custom integrations') },
          ],
          highlighted: false,
          link: linkTo('pages', 'contact', t('Beratung anfragen', 'Talk to sales'), 'secondary'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('In drei Schritten zur Engine', 'Your engine in three steps'),
      steps: [
        {
          title: t('Registrieren', 'Sign up'),
          text: t(
            'Konto mit E-Mail und Passwort anlegen – ohne Kreditkarte.',
            'Create an account with e-mail and password – no credit card required.',
          ),
        },
        {
          title: t('Organisation erstellen', 'Create an organisation'),
          text: t(
            'Eine Organisation bündelt Ihre Instanzen und Ihr Team.',
            'An organisation groups your instances and your team.',
          ),
        },
        {
          title: t('Engine starten', 'Start your engine'),
          text: t(
            'Shopnamen eingeben, E-Mail-Versand einrichten, prüfen und starten. Die Admin UI öffnet sich mit einem Klick.',
            'Enter the shop name, set up e-mail sending, review and launch. The admin UI opens with one click.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Fragen zur Cloud', 'Questions about the cloud'),
      items: [
        {
          question: t('Was passiert nach den 14 Tagen?', 'What happens after the 14 days?'),
          answer: t(
            'Wir melden uns vor Ablauf der Testphase. Sie entscheiden dann, welches Paket Sie weiterführen möchten – oder ob Sie die Instanz beenden.',
            'We get in touch before the trial ends. You then decide which plan to continue with – or whether to end the instance.',
          ),
        },
        {
          question: t(
            'Kann ich meine Engine später selbst betreiben?',
            'Can I operate my engine myself later?',
          ),
          answer: t(
            'Ja. Die Engine ist Open Source. Über «Engine auskoppeln» in der Instanzübersicht stossen Sie den Umzug auf Ihre eigene Infrastruktur an.',
            'Yes. The engine is open source. With “Eject engine” in the instance overview you start the move to your own infrastructure.',
          ),
        },
        {
          question: t('Wie werden meine Daten gesichert?', 'How is my data backed up?'),
          answer: t(
            'Die Datenbank jeder Instanz wird automatisch täglich gesichert.',
            'The database of every instance is backed up automatically every day.',
          ),
        },
        {
          question: t(
            'Wie komme ich zu einer neueren Engine-Version?',
            'How do I get a newer engine version?',
          ),
          answer: t(
            'Über «Engine upgraden» in der Instanzübersicht. Wir planen das Update mit Ihnen und führen es durch.',
            'Through “Upgrade engine” in the instance overview. We plan the update with you and carry it out.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('Starten Sie Ihre Engine noch heute', 'Launch your engine today'),
      text: t(
        '14 Tage kostenlos, ohne Kreditkarte, ohne Verpflichtung.',
        'Free for 14 days, no credit card, no commitment.',
      ),
      actions: [
        action(linkUrl(t('/de/signup', '/en/signup'), t('Jetzt registrieren', 'Sign up now'))),
        action(
          linkTo(
            'pages',
            'operational-services',
            t('Betrieb und Support', 'Operations and support'),
            'secondary',
          ),
        ),
      ],
    },
  ],
)

export const compare = page(
  'compare',
  {
    title: t('Vergleich', 'Compare'),
    slug: t('vergleich', 'compare'),
    metaTitle: t('Unbound im Vergleich · Unbound', 'Unbound compared · Unbound'),
    description: t(
      'Unbound, klassisches Shopsystem oder SaaS-Plattform? Der Vergleich zeigt, wo Headless Commerce mit offener Engine seine Stärken ausspielt.',
      'Unbound, classic shop system or SaaS platform? The comparison shows where headless commerce with an open engine plays to its strengths.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('Vergleich', 'Compare'),
      heading: t('Welche Plattform passt zu Ihrem Geschäft?', 'Which platform fits your business?'),
      lead: t(
        'Jeder Ansatz hat seine Berechtigung. Hier sehen Sie ehrlich, worin sich Unbound von klassischen Shopsystemen und geschlossenen SaaS-Plattformen unterscheidet.',
        'Every approach has its place. Here you can see honestly how Unbound differs from classic shop systems and closed SaaS platforms.',
      ),
    },
    {
      blockType: 'comparisonTable',
      heading: t('Unbound im direkten Vergleich', 'Unbound side by side'),
      caption: t('Vergleich der Plattform-Ansätze', 'Comparison of platform approaches'),
      columns: [
        { label: t('Unbound', 'Unbound') },
        { label: t('Klassisches Shopsystem', 'Classic shop system') },
        { label: t('SaaS-Shopplattform', 'SaaS shop platform') },
      ],
      rows: [
        {
          feature: t('Quellcode', 'Source code'),
          cells: [
            { value: t('Open Source', 'Open source') },
            { value: t('Teilweise offen', 'Partly open') },
            { value: t('Geschlossen', 'Closed') },
          ],
        },
        {
          feature: t('Frontend', 'Front end'),
          cells: [
            { value: t('Frei wählbar (headless)', 'Free choice (headless)') },
            { value: t('An Templates gebunden', 'Tied to templates') },
            { value: t('Themes des Anbieters', 'Provider themes') },
          ],
        },
        {
          feature: t('API', 'API'),
          cells: [
            { value: t('GraphQL, vollständig', 'GraphQL, complete') },
            { value: t('Teilweise, oft REST', 'Partial, often REST') },
            { value: t('Begrenzt, mit Quoten', 'Limited, with quotas') },
          ],
        },
        {
          feature: t('Eigene Geschäftslogik', 'Custom business logic'),
          cells: [
            { value: t('Plugins in TypeScript', 'Plugins in TypeScript') },
            { value: t('Patches am Kern', 'Patches to the core') },
            { value: t('Nur über Apps', 'Apps only') },
          ],
        },
        {
          feature: t('B2B: Offerten und Rollen', 'B2B: quotations and roles'),
          cells: [
            { value: t('Eingebaut', 'Built in') },
            { value: t('Per Erweiterung', 'Via extensions') },
            { value: t('Teure Zusatzpakete', 'Costly add-ons') },
          ],
        },
        {
          feature: t('Abonnemente', 'Subscriptions'),
          cells: [
            { value: t('Eingebaut', 'Built in') },
            { value: t('Per Erweiterung', 'Via extensions') },
            { value: t('Über Drittanbieter', 'Via third parties') },
          ],
        },
        {
          feature: t('Ticketing ohne Gebühren', 'Ticketing without fees'),
          cells: [
            { value: t('Ja', 'Yes') },
            { value: t('Nein', 'No') },
            { value: t('Nein', 'No') },
          ],
        },
        {
          feature: t('Umsatzbeteiligung', 'Revenue share'),
          cells: [
            { value: t('Keine', 'None') },
            { value: t('Keine', 'None') },
            { value: t('Häufig', 'Common') },
          ],
        },
        {
          feature: t('Hosting', 'Hosting'),
          cells: [
            {
              value: t(
                'Unbound Cloud oder eigene Infrastruktur',
                'Unbound Cloud or your own infrastructure',
              ),
            },
            { value: t('Selbst betrieben', 'Self-operated') },
            { value: t('Nur beim Anbieter', 'Provider only') },
          ],
        },
        {
          feature: t('Datenhoheit', 'Data ownership'),
          cells: [
            { value: t('Vollständig bei Ihnen', 'Entirely yours') },
            { value: t('Bei Ihnen', 'Yours') },
            { value: t('Beim Anbieter', 'With the provider') },
          ],
        },
      ],
    },
    {
      blockType: 'content',
      heading: t('Wann ein anderer Weg besser ist', 'When another path is better'),
      content: rich(
        `Wir sagen es offen: Wer nur ein paar Dutzend Produkte verkauft und keine besonderen Prozesse hat, ist mit einer SaaS-Plattform oft schneller am Ziel.

Unbound spielt seine Stärken aus, sobald Ihr Geschäft **nicht ins Standardschema passt**: bei B2B-Prozessen mit Offerten und Kundenpreisen, bei mehreren Ländern und Währungen, bei Abonnementen, Ticketing oder eigener Preislogik – und überall dort, wo Sie Ihre Daten und Ihre Plattform selbst in der Hand behalten wollen.

Unsicher? Unser kostenloses [E-Commerce-Audit](/de/e-commerce-audit) zeigt, wo Ihr heutiger Shop steht.`,
        `We will say it openly: if you only sell a few dozen products and have no special processes, a SaaS platform often gets you there faster.

Unbound plays to its strengths as soon as your business **does not fit the standard mould**: B2B processes with quotations and customer prices, several countries and currencies, subscriptions, ticketing or custom pricing logic – and wherever you want to keep your data and your platform in your own hands.

Not sure? Our free [e-commerce audit](/en/ecommerce-audit) shows where your current shop stands.`,
      ),
    },
    {
      blockType: 'cta',
      heading: t('Vergleichen Sie selbst', 'Compare for yourself'),
      text: t(
        'Testen Sie Unbound 14 Tage kostenlos oder lassen Sie Ihren bestehenden Shop von uns prüfen.',
        'Try Unbound free for 14 days or let us review your existing shop.',
      ),
      actions: [
        action(linkTo('pages', 'cloud', t('Kostenlos testen', 'Try for free'))),
        action(
          linkTo(
            'pages',
            'ecommerce-audit',
            t('Gratis-Audit anfordern', 'Request a free audit'),
            'secondary',
          ),
        ),
      ],
    },
  ],
)
