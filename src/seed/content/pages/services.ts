import { action, contactCta, page } from './helpers'
import { linkTo, ref, rich, t } from '../../bilingual'

export const operationalServices = page(
  'operational-services',
  {
    title: t('Betrieb und Support', 'Operational services'),
    slug: t('betrieb-und-support', 'operational-services'),
    metaTitle: t(
      'Betrieb, Hosting und Support · Unbound',
      'Operations, hosting and support · Unbound',
    ),
    description: t(
      'Managed Hosting, Upgrade-Versicherung, tägliche Backups und Support von 9-5 bis 24/7 mit 99% bis 99.99% Verfügbarkeit. Wir betreiben Ihre Unbound Engine.',
      'Managed hosting, upgrade insurance, daily backups and support from 9-5 to 24/7 with 99% to 99.99% uptime. We operate your Unbound Engine.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Services · Betrieb und Support', 'Services · Operations and support'),
      heading: t(
        'Ruhig schlafen, während Ihr Shop verkauft',
        'Sleep soundly while your shop sells',
      ),
      lead: t(
        'Wir betreiben Ihre Unbound Engine, spielen Updates ein, sichern Ihre Daten und sind da, wenn es darauf ankommt. Sie wählen das Supportniveau, das zu Ihrem Geschäft passt – von Bürozeiten bis rund um die Uhr.',
        'We operate your Unbound Engine, install updates, back up your data and are there when it matters. You choose the support level that fits your business – from office hours to around the clock.',
      ),
      actions: [
        action(linkTo('pages', 'contact', t('Angebot anfordern', 'Request an offer'))),
        action(linkTo('pages', 'cloud', t('Cloud-Pakete', 'Cloud plans'), 'secondary')),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Was wir für Sie übernehmen', 'What we take care of'),
      columns: '4',
      features: [
        {
          icon: 'cloud',
          title: t('Managed Hosting', 'Managed hosting'),
          text: t(
            'Server, Datenbank, Zertifikate und Monitoring – eingerichtet und überwacht von den Menschen, die die Engine kennen.',
            'Servers, database, certificates and monitoring – set up and watched by the people who know the engine.',
          ),
        },
        {
          icon: 'shield',
          title: t('Upgrade-Versicherung', 'Upgrade insurance'),
          text: t(
            'Neue Engine-Versionen spielen wir für Sie ein und testen Ihre Erweiterungen mit. Kein Update bleibt liegen.',
            'We install new engine versions for you and test your extensions along with them. No update gets left behind.',
          ),
        },
        {
          icon: 'warehouse',
          title: t('Tägliche Backups', 'Daily backups'),
          text: t(
            'Automatische tägliche Datenbank-Backups, damit im Ernstfall nichts verloren geht.',
            'Automatic daily database backups, so nothing is lost when things go wrong.',
          ),
        },
        {
          icon: 'support',
          title: t('Support nach Mass', 'Support to measure'),
          text: t(
            'Von Bürozeiten (9-5) bis 24/7, mit Verfügbarkeiten von 99% bis 99.99%.',
            'From office hours (9-5) to 24/7, with uptime from 99% to 99.99%.',
          ),
        },
      ],
    },
    {
      blockType: 'comparisonTable',
      heading: t('Supportstufen im Überblick', 'Support levels at a glance'),
      intro: t(
        'Wählen Sie die Stufe, die zu Ihrem Risiko und Ihren Verkaufszeiten passt. Ein Wechsel ist jederzeit möglich.',
        'Choose the level that matches your risk and your selling hours. You can switch at any time.',
      ),
      caption: t(
        'Supportstufen für den Betrieb der Unbound Engine',
        'Support levels for operating the Unbound Engine',
      ),
      columns: [
        { label: t('Standard', 'Standard') },
        { label: t('Business', 'Business') },
        { label: t('Enterprise', 'Enterprise') },
      ],
      rows: [
        {
          feature: t('Supportzeiten', 'Support hours'),
          cells: [
            { value: t('Bürozeiten 9-5', 'Office hours 9-5') },
            { value: t('Erweiterte Zeiten', 'Extended hours') },
            { value: t('24/7', '24/7') },
          ],
        },
        {
          feature: t('Verfügbarkeit', 'Uptime'),
          cells: [
            { value: t('99%', '99%') },
            { value: t('99.9%', '99.9%') },
            { value: t('99.99%', '99.99%') },
          ],
        },
        {
          feature: t('Tägliche Datenbank-Backups', 'Daily database backups'),
          cells: [{ value: t('Ja', 'Yes') }, { value: t('Ja', 'Yes') }, { value: t('Ja', 'Yes') }],
        },
        {
          feature: t('Upgrade-Versicherung', 'Upgrade insurance'),
          cells: [
            { value: t('Optional', 'Optional') },
            { value: t('Inklusive', 'Included') },
            { value: t('Inklusive', 'Included') },
          ],
        },
        {
          feature: t('Monitoring und Alarmierung', 'Monitoring and alerting'),
          cells: [
            { value: t('Ja', 'Yes') },
            { value: t('Ja', 'Yes') },
            { value: t('Ja, mit Bereitschaft', 'Yes, with on-call') },
          ],
        },
        {
          feature: t('Persönliche Ansprechperson', 'Dedicated contact'),
          cells: [{ value: t('–', '–') }, { value: t('Ja', 'Yes') }, { value: t('Ja', 'Yes') }],
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Häufige Fragen zum Betrieb', 'Common questions about operations'),
      items: [
        {
          question: t('Was bedeutet Upgrade-Versicherung?', 'What does upgrade insurance mean?'),
          answer: t(
            'Wir halten Ihre Engine aktuell. Neue Versionen werden vorab mit Ihren Plugins getestet und in Absprache mit Ihnen eingespielt.',
            'We keep your engine up to date. New versions are tested with your plugins in advance and installed in agreement with you.',
          ),
        },
        {
          question: t('Wie erreiche ich den Support?', 'How do I reach support?'),
          answer: t(
            'Per E-Mail an support@unbound.example – in höheren Stufen zusätzlich telefonisch über eine Notfallnummer.',
            'By e-mail to support@unbound.example – in higher levels also by phone through an emergency number.',
          ),
        },
        {
          question: t('Kann ich die Supportstufe wechseln?', 'Can I change the support level?'),
          answer: t(
            'Ja, zum Beispiel für die Hochsaison oder ein grosses Event. Sprechen Sie uns einfach an.',
            'Yes, for example for the peak season or a big event. Just get in touch.',
          ),
        },
      ],
    },
    contactCta(
      t('Geben Sie den Betrieb in erfahrene Hände', 'Put operations in experienced hands'),
      t(
        'Wir beraten Sie, welche Supportstufe zu Ihrem Shop passt.',
        'We advise you on which support level suits your shop.',
      ),
    ),
  ],
)

export const professionalServices = page(
  'professional-services',
  {
    title: t('Dienstleistungen', 'Professional services'),
    slug: t('dienstleistungen', 'professional-services'),
    metaTitle: t(
      'Dienstleistungen: UX, Integration, Entwicklung · Unbound',
      'Professional services: UX, integration, development · Unbound',
    ),
    description: t(
      'UX und Design, Integration, individuelle Shop-Entwicklung und Migration: Das Unbound-Team setzt Ihr Commerce-Projekt von der Idee bis zum Livegang um.',
      'UX and design, integration, custom shop development and migration: the Unbound team delivers your commerce project from idea to go-live.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Services · Dienstleistungen', 'Services · Professional services'),
      heading: t('Von der Idee zum Shop, der verkauft', 'From idea to a shop that sells'),
      lead: t(
        'Wir haben die Unbound Engine gebaut – und wir bauen mit ihr. Unser Team aus Design, Entwicklung und Integration begleitet Ihr Projekt von der ersten Skizze bis weit über den Livegang hinaus.',
        'We built the Unbound Engine – and we build with it. Our team of design, development and integration specialists guides your project from the first sketch to well beyond go-live.',
      ),
      actions: [action(linkTo('pages', 'contact', t('Projekt anfragen', 'Request a project')))],
    },
    {
      blockType: 'featureGrid',
      heading: t('Was wir für Sie tun', 'What we do for you'),
      columns: '2',
      features: [
        {
          icon: 'heart',
          title: t('UX und Design', 'UX and design'),
          text: t(
            'Wir verstehen Ihre Kundschaft und gestalten Einkaufserlebnisse, die Ihre Marke stärken und die Konversion steigern.',
            'We understand your customers and design shopping experiences that strengthen your brand and lift conversion.',
          ),
        },
        {
          icon: 'puzzle',
          title: t('Integration', 'Integration'),
          text: t(
            'ERP, PIM, CRM, Zahlungsanbieter, Logistik: Wir verbinden Unbound zuverlässig mit Ihrer Systemlandschaft.',
            'ERP, PIM, CRM, payment providers, logistics: we connect Unbound reliably to your system landscape.',
          ),
        },
        {
          icon: 'code',
          title: t('Individuelle Shop-Entwicklung', 'Custom shop development'),
          text: t(
            'Frontends, Plugins und Workflows, die genau auf Ihr Geschäftsmodell zugeschnitten sind.',
            'Front ends, plugins and workflows tailored precisely to your business model.',
          ),
          link: linkTo(
            'pages',
            'tailor-made',
            t('Massgeschneiderte Lösungen', 'Tailor-made solutions'),
            'text',
          ),
        },
        {
          icon: 'repeat',
          title: t('Migration', 'Migration'),
          text: t(
            'Wechsel von Ihrer bisherigen Shopplattform – ohne Ausfallzeit und ohne Datenverlust.',
            'Moving from your current shop platform – without downtime and without data loss.',
          ),
          link: linkTo('pages', 'migrations', t('Mehr zur Migration', 'More on migration'), 'text'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('So arbeiten wir', 'How we work'),
      steps: [
        {
          title: t('Verstehen', 'Understand'),
          text: t(
            'In Workshops klären wir Ziele, Prozesse und Prioritäten – mit Ihrem Team, nicht an ihm vorbei.',
            'In workshops we clarify goals, processes and priorities – with your team, not around it.',
          ),
        },
        {
          title: t('Gestalten', 'Design'),
          text: t(
            'Klickbare Prototypen machen das Ergebnis früh erlebbar und testbar.',
            'Clickable prototypes make the result tangible and testable early on.',
          ),
        },
        {
          title: t('Umsetzen', 'Build'),
          text: t(
            'In kurzen Iterationen entstehen Frontend, Integrationen und Plugins, die Sie laufend sehen.',
            'Front end, integrations and plugins take shape in short iterations that you see continuously.',
          ),
        },
        {
          title: t('Weiterentwickeln', 'Evolve'),
          text: t(
            'Nach dem Livegang messen, lernen und verbessern wir gemeinsam.',
            'After go-live we measure, learn and improve together.',
          ),
        },
      ],
    },
    {
      blockType: 'caseStudyHighlights',
      heading: t('Projekte, auf die wir stolz sind', 'Projects we are proud of'),
      caseStudies: [
        ref('case-studies', 'hospitality-association'),
        ref('case-studies', 'office-distributor'),
        ref('case-studies', 'medical-supplies'),
      ],
    },
    {
      blockType: 'testimonials',
      heading: t('Stimmen unserer Kundschaft', 'Voices of our customers'),
    },
    contactCta(
      t('Erzählen Sie uns von Ihrem Vorhaben', 'Tell us about your plans'),
      t(
        'Ein erstes Gespräch ist kostenlos und unverbindlich. Wir antworten innerhalb von 24 Stunden.',
        'A first conversation is free and without obligation. We reply within 24 hours.',
      ),
    ),
  ],
)

export const migrations = page(
  'migrations',
  {
    title: t('Migration', 'Migrations'),
    slug: t('migration', 'migrations'),
    metaTitle: t(
      'Shop-Migration ohne Ausfallzeit · Unbound',
      'Shop migration without downtime · Unbound',
    ),
    description: t(
      'Wechseln Sie von Ihrer bisherigen Shopplattform zu Unbound – ohne Ausfallzeit. Produkte, Kundschaft, Bestellungen und URLs ziehen sicher mit.',
      'Move from your current shop platform to Unbound – without downtime. Products, customers, orders and URLs come along safely.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Services · Migration', 'Services · Migrations'),
      heading: t('Umziehen, ohne die Türen zu schliessen', 'Move house without closing the doors'),
      lead: t(
        'Ein Plattformwechsel darf Ihr Geschäft nicht unterbrechen. Wir migrieren Ihren Shop schrittweise auf Unbound, während Ihre Kundschaft wie gewohnt weiter einkauft – ohne Ausfallzeit.',
        'Changing platforms must not interrupt your business. We migrate your shop to Unbound step by step while your customers keep shopping as usual – without downtime.',
      ),
      actions: [
        action(
          linkTo('pages', 'ecommerce-audit', t('Shop prüfen lassen', 'Get your shop reviewed')),
        ),
        action(
          linkTo(
            'pages',
            'contact',
            t('Migration besprechen', 'Discuss your migration'),
            'secondary',
          ),
        ),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Was mit umzieht', 'What moves with you'),
      columns: '3',
      features: [
        {
          icon: 'cart',
          title: t('Produkte und Varianten', 'Products and variants'),
          text: t(
            'Inklusive Texten in allen Sprachen, Bildern, Preisen und Attributen.',
            'Including texts in every language, images, prices and attributes.',
          ),
        },
        {
          icon: 'users',
          title: t('Kundenkonten', 'Customer accounts'),
          text: t(
            'Ihre Kundschaft meldet sich nach dem Wechsel wie gewohnt an.',
            'Your customers log in as usual after the switch.',
          ),
        },
        {
          icon: 'truck',
          title: t('Bestellhistorie', 'Order history'),
          text: t(
            'Frühere Bestellungen bleiben für Kundschaft und Support sichtbar.',
            'Past orders remain visible to customers and support.',
          ),
        },
        {
          icon: 'search',
          title: t('URLs und Rankings', 'URLs and rankings'),
          text: t(
            'Weiterleitungen sorgen dafür, dass Suchmaschinen und Lesezeichen ans Ziel führen.',
            'Redirects make sure search engines and bookmarks still lead to the right place.',
          ),
        },
        {
          icon: 'star',
          title: t('Bewertungen', 'Reviews'),
          text: t(
            'Die Stimmen Ihrer Kundschaft gehen nicht verloren.',
            'Your customers’ voices are not lost.',
          ),
        },
        {
          icon: 'repeat',
          title: t('Laufende Abonnemente', 'Running subscriptions'),
          text: t(
            'Wiederkehrende Bestellungen laufen nahtlos weiter.',
            'Recurring orders carry on seamlessly.',
          ),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('Unser Migrationsplan', 'Our migration plan'),
      intro: t(
        'Bewährt in Projekten jeder Grösse – vom Fachhändler bis zum Branchenverband.',
        'Proven in projects of every size – from specialist retailers to industry associations.',
      ),
      steps: [
        {
          title: t('Analyse', 'Analysis'),
          text: t(
            'Wir erfassen Daten, Schnittstellen, Erweiterungen und Prozesse Ihres bisherigen Shops.',
            'We capture the data, interfaces, extensions and processes of your current shop.',
          ),
        },
        {
          title: t('Parallelbetrieb', 'Parallel operation'),
          text: t(
            'Unbound läuft neben dem alten System; Daten werden laufend synchronisiert.',
            'Unbound runs alongside the old system; data is synchronised continuously.',
          ),
        },
        {
          title: t('Testen', 'Testing'),
          text: t(
            'Ihr Team und ausgewählte Kundinnen und Kunden testen unter realen Bedingungen.',
            'Your team and selected customers test under real conditions.',
          ),
        },
        {
          title: t('Umschalten', 'Switch-over'),
          text: t(
            'Der Verkehr wird umgeleitet – ohne Wartungsseite und ohne Ausfallzeit.',
            'Traffic is redirected – no maintenance page and no downtime.',
          ),
        },
        {
          title: t('Nachbetreuung', 'Aftercare'),
          text: t(
            'Wir beobachten die ersten Wochen eng und optimieren, wo nötig.',
            'We watch the first weeks closely and optimise where needed.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Fragen zur Migration', 'Questions about migration'),
      items: [
        {
          question: t(
            'Von welchen Plattformen migrieren Sie?',
            'Which platforms do you migrate from?',
          ),
          answer: t(
            'Von den gängigen Shopsystemen und SaaS-Plattformen ebenso wie von Eigenentwicklungen. Entscheidend ist, dass wir an die Daten kommen.',
            'From the common shop systems and SaaS platforms as well as from in-house builds. What matters is that we can get at the data.',
          ),
        },
        {
          question: t('Wie lange dauert eine Migration?', 'How long does a migration take?'),
          answer: t(
            'Das hängt von Datenmenge und Integrationen ab. Nach der Analyse erhalten Sie einen verbindlichen Zeitplan.',
            'That depends on the data volume and integrations. After the analysis you receive a binding schedule.',
          ),
        },
        {
          question: t('Verliere ich meine Google-Rankings?', 'Will I lose my Google rankings?'),
          answer: t(
            'Mit sauberen Weiterleitungen und gleichbleibenden Inhalten bleiben Ihre Rankings erhalten.',
            'With clean redirects and unchanged content, your rankings are preserved.',
          ),
        },
      ],
    },
    contactCta(
      t('Planen Sie Ihren Umzug mit uns', 'Plan your move with us'),
      t(
        'Starten Sie mit einem kostenlosen Audit Ihres heutigen Shops oder sprechen Sie direkt mit unserem Team.',
        'Start with a free audit of your current shop or talk to our team directly.',
      ),
    ),
  ],
)

export const tailorMade = page(
  'tailor-made',
  {
    title: t('Massgeschneidert', 'Tailor-made'),
    slug: t('massgeschneidert', 'tailor-made'),
    metaTitle: t(
      'Massgeschneiderte Commerce-Lösungen · Unbound',
      'Tailor-made commerce solutions · Unbound',
    ),
    description: t(
      'Wenn Standard nicht reicht: massgeschneiderte Shops, Portale und Plugins auf Basis der Unbound Engine – von dynamischen Preisen bis zum Multi-Mandanten-CMS.',
      'When standard is not enough: tailor-made shops, portals and plugins based on the Unbound Engine – from dynamic pricing to a multi-client CMS.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Services · Massgeschneidert', 'Services · Tailor-made'),
      heading: t(
        'Commerce nach Mass – für Geschäftsmodelle ohne Vorlage',
        'Made-to-measure commerce – for business models without a template',
      ),
      lead: t(
        'Manche Ideen passen in kein Shopsystem. Genau dafür gibt es Unbound: Auf einer offenen Engine bauen wir Lösungen, die exakt zu Ihren Prozessen passen – statt Ihre Prozesse an eine Software anzupassen.',
        'Some ideas fit no shop system. That is exactly what Unbound is for: on an open engine we build solutions that fit your processes exactly – instead of bending your processes to fit the software.',
      ),
      actions: [action(linkTo('pages', 'contact', t('Idee besprechen', 'Discuss your idea')))],
    },
    {
      blockType: 'content',
      heading: t(
        'Standard, wo es geht. Mass, wo es zählt.',
        'Standard where possible. Made to measure where it counts.',
      ),
      content: rich(
        `Massgeschneidert heisst bei uns nicht, alles neu zu erfinden. Katalog, Warenkorb, Zahlung und Bestellabwicklung liefert die Unbound Engine bewährt und getestet. Wir konzentrieren uns auf das, was Ihr Geschäft einzigartig macht:

- **Eigene Preislogik**, etwa ein Kunstwerk, das mit jedem Verkauf um 1% teurer wird
- **Multi-Mandanten-Lösungen**, bei denen viele Betriebe auf einer Plattform verkaufen
- **Anbindung von Altsystemen** mit robuster Warteschlange und Wiederholung mit exponentiellem Backoff
- **Eigene Frontends** für Web, App, Kiosk oder Kundenportal

So bleibt Ihre Lösung wartbar und profitiert von jedem Update der Engine.`,
        `For us, tailor-made does not mean reinventing everything. Catalogue, cart, payment and order processing come from the Unbound Engine, proven and tested. We focus on what makes your business unique:

- **Custom pricing logic**, such as an artwork that becomes 1% more expensive with every sale
- **Multi-client solutions** where many businesses sell on one platform
- **Integration of legacy systems** with a robust work queue and retries with exponential backoff
- **Custom front ends** for web, app, kiosk or customer portal

This keeps your solution maintainable and lets it benefit from every engine update.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('Typische Massanfertigungen', 'Typical custom builds'),
      columns: '3',
      features: [
        {
          icon: 'tag',
          title: t('Dynamische Preise', 'Dynamic pricing'),
          text: t(
            'Preise nach Wetter, Nachfrage oder Verkaufszahlen.',
            'Prices driven by weather, demand or sales figures.',
          ),
        },
        {
          icon: 'users',
          title: t('Verbandsplattformen', 'Association platforms'),
          text: t(
            'Viele Mitgliedsbetriebe, ein gemeinsamer Auftritt, ein Headless CMS.',
            'Many member businesses, one shared presence, one headless CMS.',
          ),
        },
        {
          icon: 'puzzle',
          title: t('Produktkonfiguratoren', 'Product configurators'),
          text: t(
            'Komplexe Abhängigkeiten verständlich und mit korrektem Preis dargestellt.',
            'Complex dependencies presented clearly and with the correct price.',
          ),
        },
      ],
    },
    {
      blockType: 'caseStudyHighlights',
      heading: t('Massarbeit aus der Praxis', 'Custom work in practice'),
      caseStudies: [
        ref('case-studies', 'dynamic-art'),
        ref('case-studies', 'hospitality-association'),
        ref('case-studies', 'office-distributor'),
      ],
    },
    contactCta(
      t('Ihre Idee verdient mehr als ein Template', 'Your idea deserves more than a template'),
      t(
        'Erzählen Sie uns, was Sie vorhaben. Wir zeigen Ihnen, wie wir es umsetzen würden.',
        'Tell us what you have in mind. We show you how we would build it.',
      ),
    ),
  ],
)

export const ecommerceAudit = page(
  'ecommerce-audit',
  {
    title: t('Kostenloses E-Commerce-Audit', 'Free e-commerce audit'),
    slug: t('e-commerce-audit', 'ecommerce-audit'),
    metaTitle: t('Kostenloses E-Commerce-Audit · Unbound', 'Free e-commerce audit · Unbound'),
    description: t(
      'Geben Sie die URL Ihres Shops ein und erhalten Sie ein kostenloses E-Commerce-Audit zu Geschwindigkeit, Nutzerführung, Checkout und Technik.',
      'Enter the URL of your shop and receive a free e-commerce audit on speed, usability, checkout and technology.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Kostenlos und unverbindlich', 'Free and without obligation'),
      heading: t('Wie gut ist Ihr Onlineshop wirklich?', 'How good is your online shop really?'),
      lead: t(
        'Unsere Fachleute nehmen Ihren Shop unter die Lupe und zeigen Ihnen, wo Umsatz liegen bleibt. Sie geben uns nur die URL – den Rest erledigen wir.',
        'Our experts take a close look at your shop and show you where revenue is being left on the table. You just give us the URL – we do the rest.',
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('Was wir prüfen', 'What we check'),
      columns: '4',
      features: [
        {
          icon: 'chart',
          title: t('Geschwindigkeit', 'Speed'),
          text: t(
            'Ladezeiten auf Desktop und Smartphone – jede Sekunde kostet Umsatz.',
            'Load times on desktop and smartphone – every second costs revenue.',
          ),
        },
        {
          icon: 'search',
          title: t('Auffindbarkeit', 'Findability'),
          text: t(
            'Suche, Filter und Navigation aus Sicht Ihrer Kundschaft.',
            'Search, filters and navigation from your customers’ point of view.',
          ),
        },
        {
          icon: 'cart',
          title: t('Checkout', 'Checkout'),
          text: t(
            'Hürden zwischen Warenkorb und Bestellbestätigung.',
            'Obstacles between cart and order confirmation.',
          ),
        },
        {
          icon: 'code',
          title: t('Technik', 'Technology'),
          text: t(
            'Architektur, Schnittstellen und Zukunftsfähigkeit Ihrer Plattform.',
            'Architecture, interfaces and future-readiness of your platform.',
          ),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('So einfach geht’s', 'It’s that simple'),
      steps: [
        {
          title: t('URL eingeben', 'Enter the URL'),
          text: t(
            'Tragen Sie die Adresse Ihres Shops ins Formular ein und lösen Sie die kleine Rechenaufgabe.',
            'Enter your shop’s address in the form and solve the small sum.',
          ),
        },
        {
          title: t('Wir analysieren', 'We analyse'),
          text: t(
            'Unser Team prüft Ihren Shop von Hand und mit Messwerkzeugen.',
            'Our team reviews your shop by hand and with measuring tools.',
          ),
        },
        {
          title: t('Ergebnis besprechen', 'Discuss the results'),
          text: t(
            'Sie erhalten konkrete Empfehlungen – auf Wunsch in einem kurzen Gespräch.',
            'You receive concrete recommendations – in a short call if you like.',
          ),
        },
      ],
    },
    {
      blockType: 'formBlock',
      heading: t('Audit anfordern', 'Request your audit'),
      intro: t(
        'Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
        'We will get back to you within 24 hours.',
      ),
      form: ref('forms', 'audit'),
    },
    {
      blockType: 'faq',
      heading: t('Gut zu wissen', 'Good to know'),
      items: [
        {
          question: t('Kostet das Audit wirklich nichts?', 'Is the audit really free?'),
          answer: t(
            'Ja. Das Audit ist kostenlos und verpflichtet Sie zu nichts.',
            'Yes. The audit is free and does not commit you to anything.',
          ),
        },
        {
          question: t('Muss mein Shop auf Unbound laufen?', 'Does my shop have to run on Unbound?'),
          answer: t(
            'Nein. Wir prüfen Shops auf jeder Plattform.',
            'No. We review shops on any platform.',
          ),
        },
        {
          question: t('Brauchen Sie Zugang zu meinem System?', 'Do you need access to my system?'),
          answer: t(
            'Nein. Für das Audit reicht der öffentlich erreichbare Shop.',
            'No. The publicly accessible shop is all we need for the audit.',
          ),
        },
      ],
    },
  ],
)
