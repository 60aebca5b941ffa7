import { action, page } from './helpers'
import { customerLogos } from './visuals'
import { linkTo, ref, t } from '../../bilingual'

export const home = page(
  'home',
  {
    title: t('Startseite', 'Home'),
    slug: t('home', 'home'),
    metaTitle: t(
      'Unbound – Headless Commerce ohne Grenzen',
      'Unbound – Headless commerce without limits',
    ),
    description: t(
      'Die Open-Source-Commerce-Engine mit GraphQL-API, Admin UI und Schweizer Cloud-Hosting. Für B2C, B2B, Ticketing und alles dazwischen.',
      'The open-source commerce engine with a GraphQL API, an admin UI and Swiss cloud hosting. For B2C, B2B, ticketing and everything in between.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'centered',
      eyebrow: t('Open Source · API-first · Headless', 'Open source · API-first · Headless'),
      heading: t(
        'Commerce, der sich Ihrem Geschäft anpasst – nicht umgekehrt',
        'Commerce that adapts to your business – not the other way round',
      ),
      lead: t(
        'Unbound verbindet eine offene, API-first Commerce-Engine mit einer durchdachten Admin UI und verlässlichem Hosting. Sie bauen das Einkaufserlebnis, das Ihre Kundschaft verdient – im Web, in der App, am Event-Eingang oder im Kundenportal.',
        'Unbound combines an open, API-first commerce engine with a thoughtful admin UI and dependable hosting. You build the shopping experience your customers deserve – on the web, in an app, at the venue entrance or in a customer portal.',
      ),
      actions: [
        action(linkTo('pages', 'cloud', t('14 Tage kostenlos testen', 'Start your 14-day trial'))),
        action(
          linkTo('pages', 'engine', t('Die Engine entdecken', 'Explore the engine'), 'secondary'),
        ),
      ],
    },
    {
      blockType: 'stats',
      heading: t('Was Käuferinnen und Käufer heute erwarten', 'What buyers expect today'),
      intro: t(
        'Online-Kundschaft ist anspruchsvoll und wechselt schnell zur Konkurrenz. Wer diese Erwartungen erfüllt, verkauft mehr – mit Funktionen, die in Unbound bereits eingebaut sind.',
        'Online buyers are demanding and quick to switch to a competitor. Meeting their expectations sells more – with features already built into Unbound.',
      ),
      stats: [
        {
          value: t('44%', '44%'),
          label: t(
            'brechen den Kauf ab, wenn keine passende Lieferoption angeboten wird',
            'abandon their purchase when no suitable delivery option is offered',
          ),
        },
        {
          value: t('29%', '29%'),
          label: t(
            'kaufen erneut, wenn sie ihre Wunschliste speichern und später weiterführen können',
            'buy again when they can save a wish list and come back to it later',
          ),
        },
        {
          value: t('33%', '33%'),
          label: t(
            'bevorzugen für wiederkehrende Bedarfe ein flexibles Abonnement',
            'prefer a flexible subscription for recurring needs',
          ),
        },
        {
          value: t('81%', '81%'),
          label: t(
            'informieren sich online, bevor sie einen Kauf tätigen',
            'research online before they make a purchase',
          ),
        },
        {
          value: t('51%', '51%'),
          label: t(
            'lesen Bewertungen anderer Kundinnen und Kunden vor dem Kauf',
            'read reviews by other customers before buying',
          ),
        },
        {
          value: t('49%', '49%'),
          label: t(
            'erwarten Preise in ihrer eigenen Währung',
            'expect prices in their own currency',
          ),
        },
      ],
      source: t(
        'Illustrative Werte aus Käuferbefragungen (Demo-Inhalt)',
        'Illustrative figures from buyer surveys (demo content)',
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t(
        'Alles, was Ihr Shop braucht – ab Werk',
        'Everything your shop needs – out of the box',
      ),
      intro: t(
        'Die Unbound Engine bringt die Bausteine moderner Commerce-Projekte mit. Jeder davon ist über die GraphQL-API erreichbar und lässt sich mit Plugins erweitern oder ersetzen.',
        'The Unbound Engine ships the building blocks of modern commerce projects. Each of them is available through the GraphQL API and can be extended or replaced with plugins.',
      ),
      columns: '4',
      features: [
        {
          icon: 'truck',
          title: t('Lieferung', 'Delivery'),
          text: t(
            'Versand, Abholung oder digitale Zustellung: Lieferarten und Kosten pro Land und Kanal konfigurieren.',
            'Shipping, pick-up or digital delivery: configure delivery methods and costs per country and channel.',
          ),
        },
        {
          icon: 'repeat',
          title: t('Abonnemente', 'Subscriptions'),
          text: t(
            'Wiederkehrende Bestellungen mit Testphase. Ihre Kundschaft kann pausieren, upgraden oder downgraden – ganz ohne Support-Anfrage.',
            'Recurring orders with a trial period. Customers can pause, upsize or downsize on their own – no support ticket needed.',
          ),
        },
        {
          icon: 'mail',
          title: t('Messaging', 'Messaging'),
          text: t(
            'Bestellbestätigungen, Versandinfos und Benachrichtigungen per E-Mail oder SMS, in der Sprache der Kundschaft.',
            'Order confirmations, shipping updates and notifications by e-mail or text message, in the customer’s language.',
          ),
        },
        {
          icon: 'coin',
          title: t('Zahlungen', 'Payments'),
          text: t(
            'Kauf auf Rechnung und Plugins für verschiedene Zahlungsanbieter – inklusive Krypto-Zahlungen.',
            'Invoice payment and plugins for several payment providers – crypto payments included.',
          ),
        },
        {
          icon: 'tag',
          title: t('Preisgestaltung', 'Pricing'),
          text: t(
            'Basispreise pro Land und Währung, Staffelpreise und kundenspezifische Konditionen – bis hin zu dynamischen Preisen.',
            'Base prices per country and currency, tiered prices and customer-specific terms – up to dynamic pricing.',
          ),
        },
        {
          icon: 'star',
          title: t('Rabatte', 'Discounts'),
          text: t(
            'Gutscheincodes, automatische Aktionen und Mengenrabatte, sauber kombinierbar und nachvollziehbar.',
            'Voucher codes, automatic promotions and volume discounts that combine cleanly and stay traceable.',
          ),
        },
        {
          icon: 'warehouse',
          title: t('Lagerverwaltung', 'Warehousing'),
          text: t(
            'Mehrere Lagerstandorte und Lagerhaltungs-Anbieter, angebunden über Plugins.',
            'Several warehouse locations and warehousing providers, connected through plugins.',
          ),
        },
        {
          icon: 'chart',
          title: t('Offerten', 'Quotations'),
          text: t(
            'Kundschaft fragt an, Sie erstellen ein Angebot – bestätigt oder abgelehnt mit einem Klick.',
            'Customers request a quote, you make an offer – confirmed or rejected with one click.',
          ),
        },
        {
          icon: 'users',
          title: t('Produktbewertungen', 'Product reviews'),
          text: t(
            'Bewertungen mit Freigabe-Workflow: Erst nach Ihrer Prüfung erscheinen sie im Shop.',
            'Reviews with an approval workflow: they only appear in the shop after you have checked them.',
          ),
        },
        {
          icon: 'search',
          title: t('Facettensuche', 'Faceted search'),
          text: t(
            'Filter nach Grösse, Farbe, Marke oder beliebigen Attributen – schnell, auch bei grossen Sortimenten.',
            'Filter by size, colour, brand or any attribute – fast, even in large assortments.',
          ),
        },
        {
          icon: 'globe',
          title: t('Mehrere Länder und Währungen', 'Multi-country and multi-currency'),
          text: t(
            'Ein Shop, viele Märkte: Sprachen, Länder, Währungen und Steuern zentral verwalten.',
            'One shop, many markets: manage languages, countries, currencies and taxes in one place.',
          ),
        },
        {
          icon: 'puzzle',
          title: t('Konfiguratoren', 'Configurators'),
          text: t(
            'Produkte mit Optionen und Abhängigkeiten, vom Velo bis zur Maschine – mit korrektem Preis in jedem Schritt.',
            'Products with options and dependencies, from bicycles to machines – with the right price at every step.',
          ),
        },
        {
          icon: 'heart',
          title: t('Wunschliste', 'Wish list'),
          text: t(
            'Merken, teilen, später kaufen: Wunschlisten bringen Kundschaft zurück in den Shop.',
            'Save, share, buy later: wish lists bring customers back to the shop.',
          ),
        },
        {
          icon: 'code',
          title: t('Headless CMS', 'Headless CMS'),
          text: t(
            'Redaktionelle Inhalte und Produkte gehören zusammen – mit einem Headless CMS Ihrer Wahl.',
            'Editorial content and products belong together – with the headless CMS of your choice.',
          ),
        },
        {
          icon: 'star',
          title: t('Ratings', 'Ratings'),
          text: t(
            'Sternebewertungen und Durchschnittswerte direkt an der API, bereit für jedes Frontend.',
            'Star ratings and averages right in the API, ready for any front end.',
          ),
        },
        {
          icon: 'cart',
          title: t('Bestandsführung', 'Inventory'),
          text: t(
            'Verfügbarkeit in Echtzeit, Reservationen im Warenkorb und Warnungen bei tiefem Bestand.',
            'Real-time availability, reservations in the cart and alerts when stock runs low.',
          ),
        },
      ],
    },
    {
      blockType: 'cards',
      heading: t('Eine Engine, viele Geschäftsmodelle', 'One engine, many business models'),
      intro: t(
        'Ob Endkundschaft, Geschäftskunden oder Eventpublikum – Unbound trägt Ihr Modell, statt es einzuschränken.',
        'Whether consumers, business customers or event audiences – Unbound carries your model instead of limiting it.',
      ),
      cards: [
        {
          title: t('Detailhandel', 'Retail'),
          text: t(
            'Schnelle Shops mit Abos, Wunschlisten und Bewertungen, in mehreren Ländern und Währungen.',
            'Fast shops with subscriptions, wish lists and reviews, in several countries and currencies.',
          ),
          link: linkTo('pages', 'retail', t('Mehr zum Detailhandel', 'More on retail'), 'text'),
        },
        {
          title: t('Grosshandel und B2B', 'Wholesale and B2B'),
          text: t(
            'Offerten, Kundenpreise und ein Rollenmodell, das Ihre Einkaufsprozesse abbildet.',
            'Quotations, customer prices and a role model that mirrors your purchasing processes.',
          ),
          link: linkTo('pages', 'wholesale-b2b', t('Mehr zu B2B', 'More on B2B'), 'text'),
        },
        {
          title: t('Event-Ticketing', 'Event ticketing'),
          text: t(
            'Tickets ohne Gebühren, Wallet-Pässe und Einlasskontrolle mit dem Smartphone.',
            'Tickets without fees, wallet passes and admission scanning with a smartphone.',
          ),
          link: linkTo(
            'pages',
            'event-ticketing',
            t('Mehr zum Ticketing', 'More on ticketing'),
            'text',
          ),
        },
        {
          title: t('Blockchain und Krypto', 'Blockchain and crypto'),
          text: t(
            'Tokenisierte Güter mit Lazy Minting und Bitcoin-Zahlungen mit Auszahlung in CHF.',
            'Tokenized assets with lazy minting and bitcoin payments settled in CHF.',
          ),
          link: linkTo(
            'pages',
            'blockchain',
            t('Mehr zu Blockchain', 'More on blockchain'),
            'text',
          ),
        },
      ],
    },
    {
      blockType: 'caseStudyHighlights',
      heading: t('Erfolgsgeschichten unserer Kundschaft', 'Success stories from our customers'),
      intro: t(
        'Vom Branchenverband mit über 2500 Mitgliedern bis zum Lieferantenportal für Medizinalbedarf: So setzen Unternehmen Unbound ein.',
        'From an industry association with over 2500 members to a supplier portal for medical supplies: this is how companies use Unbound.',
      ),
      caseStudies: [
        ref('case-studies', 'hospitality-association'),
        ref('case-studies', 'medical-supplies'),
        ref('case-studies', 'office-distributor'),
      ],
    },
    customerLogos(t('Diese Unternehmen setzen auf Unbound', 'These companies rely on Unbound')),
    {
      blockType: 'testimonials',
      heading: t('Was unsere Kundschaft sagt', 'What our customers say'),
      testimonials: [
        ref('testimonials', 'testimonial-hospitality'),
        ref('testimonials', 'testimonial-medical'),
        ref('testimonials', 'testimonial-bicycle'),
      ],
    },
    {
      blockType: 'cta',
      heading: t('Bereit, Ihren Shop zu entfesseln?', 'Ready to unleash your shop?'),
      text: t(
        'Starten Sie in wenigen Minuten eine eigene Engine in der Unbound Cloud – 14 Tage kostenlos und unverbindlich. Oder sprechen Sie mit uns über Ihr Projekt.',
        'Launch your own engine in the Unbound Cloud in a few minutes – free and without obligation for 14 days. Or talk to us about your project.',
      ),
      actions: [
        action(linkTo('pages', 'cloud', t('Kostenlos starten', 'Start for free'))),
        action(linkTo('pages', 'contact', t('Kontakt aufnehmen', 'Get in touch'), 'secondary')),
      ],
    },
  ],
)
