import { action, contactCta, page } from './helpers'
import { linkTo, ref, rich, t } from '../../bilingual'

export const retail = page(
  'retail',
  {
    title: t('Detailhandel', 'Retail'),
    slug: t('detailhandel', 'retail'),
    metaTitle: t(
      'Headless Commerce für den Detailhandel · Unbound',
      'Headless commerce for retail · Unbound',
    ),
    description: t(
      'Schnelle Onlineshops für den Detailhandel: Abonnemente, Wunschlisten, Bewertungen, Facettensuche und mehrere Länder und Währungen mit der Unbound Engine.',
      'Fast online shops for retail: subscriptions, wish lists, reviews, faceted search and several countries and currencies with the Unbound Engine.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Lösungen · Detailhandel', 'Solutions · Retail'),
      heading: t('Verkaufen, wo Ihre Kundschaft ist', 'Sell wherever your customers are'),
      lead: t(
        'Ihre Kundschaft vergleicht, merkt sich Produkte, liest Bewertungen und kauft dann – manchmal im Laden, manchmal am Handy um Mitternacht. Mit Unbound bieten Sie überall dasselbe schnelle, persönliche Einkaufserlebnis.',
        'Your customers compare, save products, read reviews and then buy – sometimes in store, sometimes on their phone at midnight. With Unbound you offer the same fast, personal shopping experience everywhere.',
      ),
      actions: [
        action(linkTo('pages', 'cloud', t('Kostenlos testen', 'Try for free'))),
        action(
          linkTo(
            'pages',
            'success-stories',
            t('Erfolgsgeschichten', 'Success stories'),
            'secondary',
          ),
        ),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t(
        'Was Ihren Shop im Detailhandel stark macht',
        'What makes your retail shop strong',
      ),
      columns: '3',
      features: [
        {
          icon: 'search',
          title: t('Finden statt suchen', 'Find instead of search'),
          text: t(
            'Facettensuche nach Grösse, Farbe, Marke und eigenen Attributen – auch bei zehntausenden Artikeln.',
            'Faceted search by size, colour, brand and custom attributes – even across tens of thousands of items.',
          ),
        },
        {
          icon: 'heart',
          title: t('Wunschlisten', 'Wish lists'),
          text: t(
            'Kundschaft merkt sich Produkte und kommt zurück – ideal für Geschenke und grössere Anschaffungen.',
            'Customers save products and come back – ideal for gifts and bigger purchases.',
          ),
        },
        {
          icon: 'users',
          title: t('Bewertungen mit Freigabe', 'Reviews with approval'),
          text: t(
            'Echte Stimmen Ihrer Kundschaft, die Sie vor der Veröffentlichung prüfen.',
            'Genuine voices of your customers that you check before publishing.',
          ),
        },
        {
          icon: 'repeat',
          title: t('Abonnemente', 'Subscriptions'),
          text: t(
            'Kaffee, Futter, Pflegeprodukte: wiederkehrend liefern, flexibel pausieren und anpassen.',
            'Coffee, pet food, care products: deliver on repeat, pause and adjust flexibly.',
          ),
        },
        {
          icon: 'puzzle',
          title: t('Produktkonfiguratoren', 'Product configurators'),
          text: t(
            'Vom Wunschvelo bis zur Massanfertigung – mit dem richtigen Preis in jedem Schritt.',
            'From a custom bicycle to made-to-measure goods – with the right price at every step.',
          ),
        },
        {
          icon: 'globe',
          title: t('Grenzenlos verkaufen', 'Sell across borders'),
          text: t(
            'Schweiz, EU und darüber hinaus: Sprachen, Länder und Währungen in einem Shop.',
            'Switzerland, the EU and beyond: languages, countries and currencies in one shop.',
          ),
        },
      ],
    },
    {
      blockType: 'content',
      heading: t('Omnichannel ohne Datensilos', 'Omnichannel without data silos'),
      content: rich(
        `Webshop, App und Filiale greifen in Unbound auf **denselben Katalog, dieselben Preise und denselben Bestand** zu. Ihre Kundschaft sieht online, was im Laden verfügbar ist, und Ihr Team muss keine Listen mehr abgleichen.

Aktionen und Gutscheine pflegen Sie einmal und spielen sie auf allen Kanälen aus. Und weil die Engine headless arbeitet, setzen Sie neue Ideen – etwa einen Kiosk im Laden oder einen Instagram-Shop – um, ohne Ihr Backend anzufassen.`,
        `In Unbound, web shop, app and stores access **the same catalogue, the same prices and the same stock**. Your customers see online what is available in store, and your team no longer has to reconcile lists.

Promotions and vouchers are maintained once and rolled out on every channel. And because the engine works headless, you can put new ideas into practice – say a kiosk in store or an Instagram shop – without touching your back end.`,
      ),
    },
    {
      blockType: 'caseStudyHighlights',
      heading: t(
        'So verkauft ein Velohändler mit Unbound',
        'How a bicycle retailer sells with Unbound',
      ),
      caseStudies: [ref('case-studies', 'bicycle-retailer')],
    },
    {
      blockType: 'testimonials',
      heading: t('Aus der Praxis', 'From practice'),
      testimonials: [ref('testimonials', 'testimonial-bicycle')],
    },
    contactCta(
      t('Machen Sie Ihren Shop bereit für morgen', 'Get your shop ready for tomorrow'),
      t(
        'Wir zeigen Ihnen, wie Unbound Ihren Detailhandel online und offline verbindet.',
        'We show you how Unbound connects your retail business online and offline.',
      ),
    ),
  ],
)

export const wholesale = page(
  'wholesale-b2b',
  {
    title: t('Grosshandel und B2B', 'Wholesale and B2B'),
    slug: t('grosshandel-b2b', 'wholesale-b2b'),
    metaTitle: t('B2B-Commerce und Grosshandel · Unbound', 'B2B commerce and wholesale · Unbound'),
    description: t(
      'B2B-Shops und Kundenportale mit Offerten, Kundenpreisen, Rollen und Rechten sowie ERP-Anbindung. Unbound bildet Ihre Einkaufsprozesse digital ab.',
      'B2B shops and customer portals with quotations, customer prices, roles and rights and ERP integration. Unbound maps your purchasing processes digitally.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Lösungen · Grosshandel und B2B', 'Solutions · Wholesale and B2B'),
      heading: t('B2B-Commerce, der Ihre Prozesse kennt', 'B2B commerce that knows your processes'),
      lead: t(
        'Geschäftskunden erwarten heute denselben Komfort wie im privaten Onlineshop – plus Offerten, individuelle Preise, Kauf auf Rechnung und klare Freigaben. Unbound bringt all das in ein Kundenportal, das Ihr Vertriebsteam entlastet.',
        'Business customers today expect the same convenience as in a consumer shop – plus quotations, individual prices, invoice payment and clear approvals. Unbound puts all of this into a customer portal that takes the load off your sales team.',
      ),
      actions: [
        action(linkTo('pages', 'contact', t('Projekt besprechen', 'Discuss your project'))),
        action(
          linkTo(
            'pages',
            'success-stories',
            t('Referenzen ansehen', 'See references'),
            'secondary',
          ),
        ),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Gebaut für den Geschäftsalltag', 'Built for everyday business'),
      columns: '3',
      features: [
        {
          icon: 'chart',
          title: t('Offerten', 'Quotations'),
          text: t(
            'Kundschaft fordert ein Angebot an, Sie kalkulieren und bestätigen oder lehnen ab. Angenommene Offerten werden direkt zur Bestellung.',
            'Customers request a quote, you calculate and confirm or reject it. Accepted quotations turn straight into orders.',
          ),
        },
        {
          icon: 'users',
          title: t('Rollen und Rechte', 'Roles and rights'),
          text: t(
            'Ein erweiterbares Rollenmodell für interne und externe Benutzer – zum Beispiel Kauf auf Rechnung nur für bestimmte Benutzer.',
            'An extensible role model for internal and external users – for example invoice payment for certain users only.',
          ),
        },
        {
          icon: 'tag',
          title: t('Kundenspezifische Preise', 'Customer-specific prices'),
          text: t(
            'Konditionen, Staffelpreise und Rahmenverträge pro Kunde, Land und Währung.',
            'Terms, tiered prices and framework agreements per customer, country and currency.',
          ),
        },
        {
          icon: 'repeat',
          title: t('ERP-Anbindung', 'ERP integration'),
          text: t(
            'Zuverlässiger Abgleich mit Ihrem ERP – auch mit Altsystemen, dank Warteschlange mit Wiederholungslogik.',
            'Reliable sync with your ERP – even legacy systems, thanks to a work queue with retry logic.',
          ),
        },
        {
          icon: 'cart',
          title: t('Selbstbedienung', 'Self-service'),
          text: t(
            'Registrierte Kundschaft verwaltet Bestellungen, Adressen und Retouren selbst – rund um die Uhr.',
            'Registered customers manage orders, addresses and returns themselves – around the clock.',
          ),
        },
        {
          icon: 'tag',
          title: t('Sortimente pro Kunde', 'Assortments per customer'),
          text: t(
            'Jede Kundin und jeder Kunde sieht genau die Produkte, die für sie oder ihn freigegeben sind.',
            'Every customer sees exactly the products released for them.',
          ),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('Von der Anfrage zur Bestellung', 'From request to order'),
      steps: [
        {
          title: t('Anfrage', 'Request'),
          text: t(
            'Die Einkäuferin stellt den Warenkorb zusammen und fordert eine Offerte an.',
            'The buyer puts together the cart and requests a quotation.',
          ),
        },
        {
          title: t('Angebot', 'Offer'),
          text: t(
            'Ihr Vertrieb sieht die Anfrage in der Admin UI, passt Preise an und sendet das Angebot.',
            'Your sales team sees the request in the admin UI, adjusts prices and sends the offer.',
          ),
        },
        {
          title: t('Entscheid', 'Decision'),
          text: t(
            'Die Kundschaft bestätigt das Angebot im Portal oder lehnt es ab – nachvollziehbar für beide Seiten.',
            'The customer confirms or rejects the offer in the portal – traceable for both sides.',
          ),
        },
        {
          title: t('Abwicklung', 'Fulfilment'),
          text: t(
            'Die bestätigte Offerte wird zur Bestellung und läuft wie gewohnt in Ihr ERP.',
            'The confirmed quotation becomes an order and flows into your ERP as usual.',
          ),
        },
      ],
    },
    {
      blockType: 'caseStudyHighlights',
      heading: t('B2B-Projekte mit Unbound', 'B2B projects with Unbound'),
      caseStudies: [
        ref('case-studies', 'medical-supplies'),
        ref('case-studies', 'office-distributor'),
      ],
    },
    {
      blockType: 'testimonials',
      heading: t('Was B2B-Kunden sagen', 'What B2B customers say'),
      testimonials: [ref('testimonials', 'testimonial-medical')],
    },
    contactCta(
      t('Digitalisieren Sie Ihren Grosshandel', 'Digitise your wholesale business'),
      t(
        'Erzählen Sie uns von Ihren Prozessen – wir zeigen Ihnen, wie Unbound sie abbildet.',
        'Tell us about your processes – we show you how Unbound maps them.',
      ),
    ),
  ],
)

export const eventTicketing = page(
  'event-ticketing',
  {
    title: t('Event-Ticketing', 'Event ticketing'),
    slug: t('event-ticketing', 'event-ticketing'),
    metaTitle: t(
      'Event-Ticketing ohne Gebühren · Unbound',
      'Event ticketing without fees · Unbound',
    ),
    description: t(
      'Tickets im eigenen Shop verkaufen – ohne Ticketgebühren. Mit Wallet-Pässen, Abendkasse, Einlass per Smartphone, Live-Reports und Promo-Codes.',
      'Sell tickets in your own shop – without ticketing fees. With wallet passes, box office, smartphone admission, live reports and promo codes.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Lösungen · Event-Ticketing', 'Solutions · Event ticketing'),
      heading: t(
        'Ihr Event, Ihre Tickets, Ihre Einnahmen',
        'Your event, your tickets, your revenue',
      ),
      lead: t(
        'Verkaufen Sie Tickets direkt über Ihren eigenen Shop – ohne Gebühren pro Ticket. Vom Vorverkauf über die Abendkasse bis zum Einlass: Unbound begleitet Ihr Event von A bis Z.',
        'Sell tickets straight from your own shop – without a fee per ticket. From advance sales and the box office to admission: Unbound takes your event from A to Z.',
      ),
      actions: [
        action(linkTo('pages', 'contact', t('Event planen', 'Plan your event'))),
        action(linkTo('pages', 'cloud', t('Kostenlos testen', 'Try for free'), 'secondary')),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Alles für ein volles Haus', 'Everything for a full house'),
      columns: '3',
      features: [
        {
          icon: 'coin',
          title: t('Keine Ticketgebühren', 'No ticketing fees'),
          text: t(
            'Jeder Franken aus dem Ticketverkauf gehört Ihnen. Keine Provision pro Ticket, keine versteckten Zuschläge für Ihr Publikum.',
            'Every franc from ticket sales is yours. No commission per ticket, no hidden surcharges for your audience.',
          ),
        },
        {
          icon: 'ticket',
          title: t('Wallet-Pässe', 'Wallet passes'),
          text: t(
            'Tickets landen direkt im Wallet des Smartphones – immer griffbereit, ganz ohne Ausdruck.',
            'Tickets go straight into the smartphone wallet – always at hand, no printing required.',
          ),
        },
        {
          icon: 'cart',
          title: t('Abendkasse mit Barverkauf', 'Box office with cash sales'),
          text: t(
            'Spontane Gäste zahlen bar an der Abendkasse; der Verkauf fliesst ins selbe Kontingent ein.',
            'Walk-in guests pay cash at the box office; the sale counts against the same allocation.',
          ),
        },
        {
          icon: 'shield',
          title: t('Einlass per Smartphone', 'Admission by smartphone'),
          text: t(
            'Ihr Team scannt Tickets mit dem eigenen Smartphone. Doppelte Eintritte werden sofort erkannt.',
            'Your staff scan tickets with their own smartphones. Duplicate entries are detected instantly.',
          ),
        },
        {
          icon: 'chart',
          title: t('Live-Reports', 'Live reports'),
          text: t(
            'Verkäufe und Eintritte in Echtzeit – damit Sie wissen, wann sich ein Zusatzeinsatz lohnt.',
            'Sales and admissions in real time – so you know when an extra push pays off.',
          ),
        },
        {
          icon: 'tag',
          title: t('Promo-Codes', 'Promo codes'),
          text: t(
            'Frühbucherrabatte, Sponsorenkontingente und Aktionen für Mitglieder – mit einem Code.',
            'Early-bird discounts, sponsor allocations and member promotions – with a single code.',
          ),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('So läuft Ihr Event mit Unbound', 'How your event runs with Unbound'),
      steps: [
        {
          title: t('Event anlegen', 'Create the event'),
          text: t(
            'Datum, Kategorien und Kontingente in der Admin UI erfassen.',
            'Enter date, categories and allocations in the admin UI.',
          ),
        },
        {
          title: t('Vorverkauf starten', 'Open advance sales'),
          text: t(
            'Tickets im eigenen Shop verkaufen, mit Promo-Codes für Frühbuchende.',
            'Sell tickets in your own shop, with promo codes for early birds.',
          ),
        },
        {
          title: t('Abendkasse öffnen', 'Open the box office'),
          text: t(
            'Restkarten vor Ort verkaufen – auch gegen Bargeld.',
            'Sell remaining tickets on site – cash included.',
          ),
        },
        {
          title: t('Einlass und Auswertung', 'Admission and reporting'),
          text: t(
            'Per Smartphone scannen und die Live-Reports im Blick behalten.',
            'Scan by smartphone and keep an eye on the live reports.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Häufige Fragen zum Ticketing', 'Common questions about ticketing'),
      items: [
        {
          question: t(
            'Fallen wirklich keine Ticketgebühren an?',
            'Are there really no ticketing fees?',
          ),
          answer: t(
            'Ja. Sie bezahlen für Plattform und Betrieb, nicht pro verkauftem Ticket. Die Gebühren Ihres Zahlungsanbieters bleiben selbstverständlich bestehen.',
            'Yes. You pay for the platform and its operation, not per ticket sold. Your payment provider’s fees still apply, of course.',
          ),
        },
        {
          question: t(
            'Brauche ich spezielle Scanner für den Einlass?',
            'Do I need special scanners for admission?',
          ),
          answer: t(
            'Nein. Ein handelsübliches Smartphone genügt.',
            'No. An ordinary smartphone is all you need.',
          ),
        },
        {
          question: t(
            'Kann ich Tickets und Merchandise zusammen verkaufen?',
            'Can I sell tickets and merchandise together?',
          ),
          answer: t(
            'Ja. Tickets sind Produkte in der Unbound Engine und landen im selben Warenkorb wie T-Shirts oder Getränkegutscheine.',
            'Yes. Tickets are products in the Unbound Engine and go into the same cart as T-shirts or drink vouchers.',
          ),
        },
      ],
    },
    contactCta(
      t('Planen Sie Ihr nächstes Event mit uns', 'Plan your next event with us'),
      t(
        'Ob Konzert, Konferenz oder Vereinsanlass – wir richten Ihren Ticketshop rechtzeitig ein.',
        'Concert, conference or club event – we set up your ticket shop in good time.',
      ),
    ),
  ],
)

export const blockchain = page(
  'blockchain',
  {
    title: t('Blockchain und tokenisierte Güter', 'Blockchain and tokenized assets'),
    slug: t('blockchain', 'blockchain'),
    metaTitle: t(
      'Blockchain und tokenisierte Güter · Unbound',
      'Blockchain and tokenized assets · Unbound',
    ),
    description: t(
      'Tokenisierte Güter verkaufen wie normale Produkte: Unbound verbindet Commerce und Blockchain, mit Lazy Minting auf Abruf statt teurer Vorab-Prägung.',
      'Sell tokenized assets like ordinary products: Unbound connects commerce and blockchain, with lazy minting on demand instead of costly up-front minting.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Lösungen · Blockchain', 'Solutions · Blockchain'),
      heading: t(
        'Tokenisierte Güter, so einfach verkauft wie ein Buch',
        'Tokenized assets, sold as easily as a book',
      ),
      lead: t(
        'Kunstwerke, Zertifikate, Mitgliedschaften oder Anteile: Mit Unbound verkaufen Sie tokenisierte Güter in einem vertrauten Shop-Erlebnis. Das Token entsteht erst, wenn es gekauft wird.',
        'Artworks, certificates, memberships or shares: with Unbound you sell tokenized assets in a familiar shopping experience. The token is only created once it is bought.',
      ),
      actions: [
        action(linkTo('pages', 'contact', t('Projekt besprechen', 'Discuss your project'))),
        action(
          linkTo('pages', 'crypto-payments', t('Krypto-Zahlungen', 'Crypto payments'), 'secondary'),
        ),
      ],
    },
    {
      blockType: 'content',
      heading: t('Lazy Minting: prägen, wenn es zählt', 'Lazy minting: mint when it matters'),
      content: rich(
        `Wer tokenisierte Güter vorab prägt, zahlt für jedes Token – auch für jene, die nie verkauft werden. **Lazy Minting** dreht die Reihenfolge um: Im Shop steht das Produkt mit allen Eigenschaften bereit, geprägt wird das Token aber erst **auf Abruf**, im Moment des Kaufs.

Für Sie heisst das: keine Vorabkosten, keine Leichen auf der Blockchain und volle Flexibilität bei Preisen und Auflagen. Für Ihre Kundschaft heisst es: ein Checkout, wie sie ihn kennt – mit Warenkorb, Rechnungsadresse und bekannter Zahlungsart.`,
        `Minting tokenized assets up front means paying for every token – including those that are never sold. **Lazy minting** reverses the order: the product is ready in the shop with all its properties, but the token is only minted **on demand**, at the moment of purchase.

For you this means no up-front costs, no dead tokens on the blockchain and full flexibility on prices and editions. For your customers it means a checkout they already know – with a cart, a billing address and a familiar payment method.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('Commerce trifft Blockchain', 'Commerce meets blockchain'),
      columns: '3',
      features: [
        {
          icon: 'chain',
          title: t('Lazy Minting auf Abruf', 'Lazy minting on demand'),
          text: t(
            'Tokens entstehen erst beim Kauf – ohne Vorabkosten.',
            'Tokens are created only at purchase – with no up-front costs.',
          ),
        },
        {
          icon: 'tag',
          title: t('Dynamische Preise', 'Dynamic prices'),
          text: t(
            'Preisregeln, die auf Verkäufe reagieren – etwa 1% teurer mit jedem verkauften Exemplar.',
            'Pricing rules that react to sales – for example 1% more expensive with every copy sold.',
          ),
        },
        {
          icon: 'coin',
          title: t('Bezahlen wie gewohnt', 'Pay as usual'),
          text: t(
            'Karte, Rechnung oder Bitcoin: Ihre Kundschaft wählt, Sie erhalten Franken.',
            'Card, invoice or bitcoin: your customers choose, you receive francs.',
          ),
        },
        {
          icon: 'shield',
          title: t('Nachvollziehbar', 'Traceable'),
          text: t(
            'Bestellung und Token sind verknüpft – Herkunft und Besitz bleiben prüfbar.',
            'Order and token are linked – provenance and ownership remain verifiable.',
          ),
        },
        {
          icon: 'api',
          title: t('Offene Schnittstellen', 'Open interfaces'),
          text: t(
            'Die Prägung ist ein Plugin und lässt sich an die passende Blockchain anbinden.',
            'Minting is a plugin and can be connected to the right blockchain.',
          ),
        },
        {
          icon: 'users',
          title: t('Für Ihr Publikum', 'For your audience'),
          text: t(
            'Ein vertrauter Shop senkt die Hürde für alle, die noch nie ein Token gekauft haben.',
            'A familiar shop lowers the barrier for everyone who has never bought a token.',
          ),
        },
      ],
    },
    {
      blockType: 'caseStudyHighlights',
      heading: t('Kunst mit dynamischem Preis', 'Art with a dynamic price'),
      intro: t(
        'Ein Kunstprojekt, bei dem jedes verkaufte Werk das nächste teurer macht.',
        'An art project where every work sold makes the next one more expensive.',
      ),
      caseStudies: [ref('case-studies', 'dynamic-art')],
    },
    contactCta(
      t('Bringen Sie Ihre Idee auf die Blockchain', 'Bring your idea onto the blockchain'),
      t(
        'Wir beraten Sie zu Tokenisierung, Prägung und Zahlung – und setzen Ihr Projekt um.',
        'We advise you on tokenization, minting and payment – and implement your project.',
      ),
    ),
  ],
)

export const cryptoPayments = page(
  'crypto-payments',
  {
    title: t('Krypto-Zahlungen', 'Crypto payments'),
    slug: t('krypto-zahlungen', 'crypto-payments'),
    metaTitle: t(
      'Bitcoin-Zahlungen, Auszahlung in CHF · Unbound',
      'Bitcoin payments, settled in CHF · Unbound',
    ),
    description: t(
      'Bitcoin im Shop akzeptieren ohne Kursrisiko: Ihre Kundschaft zahlt in BTC, Sie erhalten Schweizer Franken. Krypto-Zahlungen mit Unbound über ein Payment-Gateway.',
      'Accept bitcoin in your shop without exchange-rate risk: your customers pay in BTC, you receive Swiss francs. Crypto payments with Unbound through a payment gateway.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Lösungen · Krypto-Zahlungen', 'Solutions · Crypto payments'),
      heading: t(
        'Ihre Kundschaft zahlt in Bitcoin. Sie erhalten Franken.',
        'Your customers pay in bitcoin. You receive francs.',
      ),
      lead: t(
        'Erschliessen Sie eine neue, technikaffine Kundschaft, ohne sich um Wallets, Kurse oder Buchhaltung in Kryptowährungen zu kümmern. Das Payment-Gateway rechnet um – auf Ihrem Konto landen CHF.',
        'Reach a new, tech-savvy audience without worrying about wallets, exchange rates or crypto bookkeeping. The payment gateway converts – CHF arrives in your account.',
      ),
      actions: [
        action(
          linkTo('pages', 'contact', t('Krypto-Zahlungen aktivieren', 'Enable crypto payments')),
        ),
        action(
          linkTo(
            'pages',
            'blockchain',
            t('Blockchain-Lösungen', 'Blockchain solutions'),
            'secondary',
          ),
        ),
      ],
    },
    {
      blockType: 'steps',
      heading: t('So funktioniert es', 'How it works'),
      steps: [
        {
          title: t('Bitcoin wählen', 'Choose bitcoin'),
          text: t(
            'Im Checkout wählt die Kundschaft Bitcoin als Zahlungsart und sieht den Betrag in BTC.',
            'At checkout, the customer selects bitcoin as payment method and sees the amount in BTC.',
          ),
        },
        {
          title: t('Bezahlen', 'Pay'),
          text: t(
            'Die Zahlung erfolgt aus der eigenen Wallet an eine Adresse, die für diese Bestellung erzeugt wird.',
            'The payment is made from the customer’s own wallet to an address generated for this order.',
          ),
        },
        {
          title: t('Umrechnen', 'Convert'),
          text: t(
            'Das Payment-Gateway bestätigt den Eingang und rechnet den Betrag in Schweizer Franken um.',
            'The payment gateway confirms receipt and converts the amount into Swiss francs.',
          ),
        },
        {
          title: t('Franken erhalten', 'Receive francs'),
          text: t(
            'Sie erhalten CHF – die Bestellung ist bezahlt und läuft in die normale Abwicklung.',
            'You receive CHF – the order is paid and moves into normal processing.',
          ),
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Ihre Vorteile', 'Your benefits'),
      columns: '3',
      features: [
        {
          icon: 'shield',
          title: t('Kein Kursrisiko', 'No exchange-rate risk'),
          text: t(
            'Schwankungen der Kryptowährung betreffen Sie nicht: Gutgeschrieben werden Franken.',
            'Cryptocurrency swings do not affect you: francs are credited.',
          ),
        },
        {
          icon: 'coin',
          title: t('Einfache Buchhaltung', 'Simple bookkeeping'),
          text: t(
            'Umsätze in CHF, wie bei jeder anderen Zahlungsart.',
            'Revenue in CHF, just like any other payment method.',
          ),
        },
        {
          icon: 'chain',
          title: t('Eigene XPUB-Adresse', 'Your own XPUB address'),
          text: t(
            'Ihre XPUB-Adresse hinterlegen Sie beim Start der Engine-Instanz; pro Bestellung wird eine neue Zahlungsadresse abgeleitet.',
            'You enter your XPUB address when launching the engine instance; a fresh payment address is derived for each order.',
          ),
        },
        {
          icon: 'globe',
          title: t('Neue Kundschaft', 'New customers'),
          text: t(
            'Kundinnen und Kunden weltweit zahlen so, wie sie es bevorzugen.',
            'Customers worldwide pay the way they prefer.',
          ),
        },
        {
          icon: 'puzzle',
          title: t('Ein Plugin unter vielen', 'One plugin among many'),
          text: t(
            'Bitcoin ergänzt Karte und Rechnung, statt sie zu ersetzen.',
            'Bitcoin complements card and invoice rather than replacing them.',
          ),
        },
        {
          icon: 'chart',
          title: t('Transparent', 'Transparent'),
          text: t(
            'Jede Zahlung ist der Bestellung in der Admin UI eindeutig zugeordnet.',
            'Every payment is clearly assigned to its order in the admin UI.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Fragen zu Krypto-Zahlungen', 'Questions about crypto payments'),
      items: [
        {
          question: t('Muss ich selbst Bitcoin halten?', 'Do I have to hold bitcoin myself?'),
          answer: t(
            'Nein. Das Gateway wandelt die Zahlung um, Sie erhalten Schweizer Franken.',
            'No. The gateway converts the payment, and you receive Swiss francs.',
          ),
        },
        {
          question: t(
            'Welche Kryptowährungen werden unterstützt?',
            'Which cryptocurrencies are supported?',
          ),
          answer: t(
            'Im Standard Bitcoin (BTC). Weitere Währungen lassen sich über zusätzliche Zahlungs-Plugins anbinden.',
            'Bitcoin (BTC) by default. Further currencies can be added through additional payment plugins.',
          ),
        },
        {
          question: t('Was ist eine XPUB-Adresse?', 'What is an XPUB address?'),
          answer: t(
            'Ein erweiterter öffentlicher Schlüssel Ihrer Wallet. Aus ihm werden Zahlungsadressen abgeleitet, ohne dass der Shop Zugriff auf Ihre Guthaben erhält.',
            'An extended public key of your wallet. Payment addresses are derived from it without giving the shop access to your funds.',
          ),
        },
      ],
    },
    contactCta(
      t('Akzeptieren Sie Bitcoin – ohne Risiko', 'Accept bitcoin – without the risk'),
      t(
        'Wir richten das Gateway für Ihren Shop ein und begleiten den ersten Zahlungseingang.',
        'We set up the gateway for your shop and see you through the first incoming payment.',
      ),
    ),
  ],
)
