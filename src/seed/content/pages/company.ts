import { action, contactCta, page } from './helpers'
import { customerLogos } from './visuals'
import { linkTo, linkUrl, ref, rich, t } from '../../bilingual'

export const about = page(
  'about',
  {
    title: t('Über uns', 'About us'),
    slug: t('ueber-uns', 'about'),
    metaTitle: t('Über uns: Werte und Team · Unbound', 'About us: values and team · Unbound'),
    description: t(
      'Wer hinter Unbound steckt: ein Team aus Zürich, das Open-Source-Commerce baut und betreibt. Unsere Werte, unser Team und was uns antreibt.',
      'Who is behind Unbound: a team from Zurich that builds and operates open-source commerce. Our values, our team and what drives us.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Über uns', 'About us'),
      heading: t(
        'Wir bauen Commerce, der niemanden einsperrt',
        'We build commerce that locks no one in',
      ),
      lead: t(
        'Unbound ist aus der Überzeugung entstanden, dass Unternehmen ihre Plattform besitzen sollten – nicht umgekehrt. Heute entwickeln, betreiben und begleiten wir Commerce-Lösungen für Händler, Verbände, Veranstalter und Hersteller.',
        'Unbound grew out of the conviction that companies should own their platform – not the other way round. Today we develop, operate and support commerce solutions for retailers, associations, event organisers and manufacturers.',
      ),
    },
    {
      blockType: 'content',
      heading: t('Unsere Geschichte', 'Our story'),
      content: rich(
        `Angefangen hat alles mit einem Projekt, das in kein Shopsystem passen wollte: ein Branchenverband mit Tausenden von Mitgliedsbetrieben, jeder mit eigenem Sortiment, alle auf einer gemeinsamen Plattform. Statt das Projekt in eine Standardlösung zu zwängen, haben wir eine Engine gebaut, die sich anpassen lässt.

Aus dieser Engine ist die **Unbound Engine** geworden: Open Source, API-first und headless. Um sie herum sind eine Admin UI, ein Cloud-Angebot und ein Team gewachsen, das Shops entwirft, integriert und betreibt.

Wir sind in Zürich zu Hause und arbeiten mit Kundschaft in der ganzen Schweiz, in Deutschland, Österreich und darüber hinaus.`,
        `It all started with a project that would not fit into any shop system: an industry association with thousands of member businesses, each with its own assortment, all on one shared platform. Instead of squeezing the project into a standard solution, we built an engine that could adapt.

That engine became the **Unbound Engine**: open source, API-first and headless. Around it grew an admin UI, a cloud offering and a team that designs, integrates and operates shops.

We are at home in Zurich and work with customers across Switzerland, Germany, Austria and beyond.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('Wofür wir stehen', 'What we stand for'),
      columns: '4',
      features: [
        {
          icon: 'shield',
          title: t('Offenheit', 'Openness'),
          text: t(
            'Offener Code, offene Schnittstellen, offene Worte. Sie sollen jederzeit wissen, was Sie bekommen – und gehen können, wenn Sie wollen.',
            'Open code, open interfaces, plain words. You should always know what you get – and be able to leave if you want to.',
          ),
        },
        {
          icon: 'heart',
          title: t('Verlässlichkeit', 'Reliability'),
          text: t(
            'Was wir zusagen, halten wir. Bei Terminen, bei Verfügbarkeit und bei der Antwort innert 24 Stunden.',
            'We keep our promises. On deadlines, on uptime and on replying within 24 hours.',
          ),
        },
        {
          icon: 'puzzle',
          title: t('Pragmatismus', 'Pragmatism'),
          text: t(
            'Wir bauen, was Ihr Geschäft weiterbringt – nicht, was technisch am spannendsten ist.',
            'We build what moves your business forward – not what is technically most exciting.',
          ),
        },
        {
          icon: 'users',
          title: t('Partnerschaft', 'Partnership'),
          text: t(
            'Wir denken in Jahren, nicht in Projekten. Viele Kundinnen und Kunden begleiten wir seit ihrem ersten Shop.',
            'We think in years, not projects. We have been with many customers since their very first shop.',
          ),
        },
      ],
    },
    {
      blockType: 'teamGrid',
      heading: t('Das Team', 'The team'),
      intro: t(
        'Die Menschen hinter Unbound – Entwicklung, Design, Betrieb und Beratung unter einem Dach.',
        'The people behind Unbound – development, design, operations and consulting under one roof.',
      ),
    },
    {
      blockType: 'testimonials',
      heading: t(
        'Was unsere Kundschaft über die Zusammenarbeit sagt',
        'What customers say about working with us',
      ),
    },
    {
      blockType: 'cta',
      heading: t('Lust, mit uns zu arbeiten?', 'Fancy working with us?'),
      text: t(
        'Ob als Kundin, Partner oder neues Teammitglied – wir freuen uns, von Ihnen zu hören.',
        'Whether as a customer, partner or new team member – we look forward to hearing from you.',
      ),
      actions: [
        action(linkTo('pages', 'careers', t('Offene Stellen', 'Open positions'))),
        action(linkTo('pages', 'contact', t('Kontakt', 'Contact'), 'secondary')),
      ],
    },
  ],
)

export const partners = page(
  'partners',
  {
    title: t('Partnerprogramm', 'Partnership programme'),
    slug: t('partner', 'partners'),
    metaTitle: t(
      'Partnerprogramm für Agenturen · Unbound',
      'Partnership programme for agencies · Unbound',
    ),
    description: t(
      'Werden Sie Unbound-Partner: Zugang zu Engine und Admin UI, technische Unterstützung, gemeinsame Projekte und Sichtbarkeit für Agenturen und Integratoren.',
      'Become an Unbound partner: access to the engine and admin UI, technical support, joint projects and visibility for agencies and integrators.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Partnerprogramm', 'Partnership programme'),
      heading: t('Gemeinsam bauen wir bessere Shops', 'Together we build better shops'),
      lead: t(
        'Sie sind Agentur, Integrator oder Freelancer und bauen digitale Erlebnisse für Ihre Kundschaft? Als Unbound-Partner erhalten Sie Zugang zur Engine und zur Admin UI, direkten Draht zu unserem Entwicklungsteam und neue Projekte.',
        'You are an agency, integrator or freelancer building digital experiences for your clients? As an Unbound partner you get access to the engine and admin UI, a direct line to our development team and new projects.',
      ),
      actions: [action(linkTo('pages', 'contact', t('Partner werden', 'Become a partner')))],
    },
    {
      blockType: 'featureGrid',
      heading: t('Ihre Vorteile als Partner', 'Your benefits as a partner'),
      columns: '3',
      features: [
        {
          icon: 'api',
          title: t('Zugang zu Engine und Admin UI', 'Access to engine and admin UI'),
          text: t(
            'Entwicklungs- und Demo-Instanzen für Ihr Team und Ihre Pitches.',
            'Development and demo instances for your team and your pitches.',
          ),
        },
        {
          icon: 'support',
          title: t('Technische Unterstützung', 'Technical support'),
          text: t(
            'Direkter Kontakt zu den Menschen, die die Engine entwickeln.',
            'Direct contact with the people who develop the engine.',
          ),
        },
        {
          icon: 'users',
          title: t('Gemeinsame Projekte', 'Joint projects'),
          text: t(
            'Wir vermitteln Anfragen, die zu Ihren Stärken passen, und arbeiten bei grossen Vorhaben zusammen.',
            'We pass on enquiries that match your strengths and team up on large projects.',
          ),
        },
        {
          icon: 'star',
          title: t('Sichtbarkeit', 'Visibility'),
          text: t(
            'Auftritt auf unserer Website und gemeinsame Erfolgsgeschichten.',
            'A presence on our website and joint success stories.',
          ),
        },
        {
          icon: 'code',
          title: t('Know-how', 'Know-how'),
          text: t(
            'Schulungen, Dokumentation und frühe Einblicke in neue Versionen.',
            'Training, documentation and early insights into new releases.',
          ),
        },
        {
          icon: 'cloud',
          title: t('Betrieb inklusive', 'Operations included'),
          text: t(
            'Sie bauen, wir betreiben – mit Supportstufen bis 24/7.',
            'You build, we operate – with support levels up to 24/7.',
          ),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('In drei Schritten zur Partnerschaft', 'Partnership in three steps'),
      steps: [
        {
          title: t('Kennenlernen', 'Get to know each other'),
          text: t(
            'In einem Gespräch klären wir, wie Ihr Team arbeitet und welche Projekte Sie umsetzen.',
            'In a conversation we find out how your team works and which projects you deliver.',
          ),
        },
        {
          title: t('Onboarding', 'Onboarding'),
          text: t(
            'Ihr Team erhält Zugang, Schulung und eine Ansprechperson bei uns.',
            'Your team gets access, training and a contact person at Unbound.',
          ),
        },
        {
          title: t('Loslegen', 'Get going'),
          text: t(
            'Das erste gemeinsame Projekt – mit uns im Rücken.',
            'The first joint project – with us backing you.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Fragen zum Partnerprogramm', 'Questions about the programme'),
      items: [
        {
          question: t('Wer kann Partner werden?', 'Who can become a partner?'),
          answer: t(
            'Agenturen, Systemintegratoren und erfahrene Freelancer, die Commerce-Projekte umsetzen.',
            'Agencies, system integrators and experienced freelancers who deliver commerce projects.',
          ),
        },
        {
          question: t('Kostet die Partnerschaft etwas?', 'Does the partnership cost anything?'),
          answer: t(
            'Der Einstieg ist kostenlos. Die Details besprechen wir gerne im persönlichen Gespräch.',
            'Getting started is free. We are happy to discuss the details in person.',
          ),
        },
      ],
    },
    contactCta(
      t('Werden Sie Teil des Unbound-Netzwerks', 'Join the Unbound network'),
      t(
        'Schreiben Sie uns – wir melden uns innerhalb von 24 Stunden.',
        'Write to us – we will reply within 24 hours.',
      ),
    ),
  ],
)

export const careers = page(
  'careers',
  {
    title: t('Karriere', 'Careers'),
    slug: t('karriere', 'careers'),
    metaTitle: t('Karriere und offene Stellen · Unbound', 'Careers and open positions · Unbound'),
    description: t(
      'Arbeiten bei Unbound: Wir suchen freischaffende Front-End-Entwicklerinnen und -Entwickler. Remote-freundlich, Open Source und spannende Commerce-Projekte.',
      'Working at Unbound: we are looking for freelance front-end developers. Remote-friendly, open source and exciting commerce projects.',
    ),
  },
  [
    {
      blockType: 'hero',
      eyebrow: t('Karriere', 'Careers'),
      heading: t(
        'Bauen Sie mit uns die Zukunft des Commerce',
        'Build the future of commerce with us',
      ),
      lead: t(
        'Wir suchen Menschen, die gerne gute Software bauen und dabei wissen wollen, wofür. Bei uns arbeiten Sie an Open Source, an echten Shops mit echter Kundschaft – und von dort aus, wo Sie am besten arbeiten.',
        'We are looking for people who love building good software and want to know what it is for. With us you work on open source, on real shops with real customers – from wherever you work best.',
      ),
      actions: [
        action(linkTo('pages', 'about', t('Team kennenlernen', 'Meet the team'), 'secondary')),
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('Warum Unbound', 'Why Unbound'),
      columns: '4',
      features: [
        {
          icon: 'globe',
          title: t('Remote-freundlich', 'Remote-friendly'),
          text: t(
            'Arbeiten Sie von zu Hause, aus dem Büro in Zürich oder von unterwegs.',
            'Work from home, from our Zurich office or on the road.',
          ),
        },
        {
          icon: 'code',
          title: t('Open Source', 'Open source'),
          text: t(
            'Ihr Code ist sichtbar und wird von einer Community genutzt.',
            'Your code is visible and used by a community.',
          ),
        },
        {
          icon: 'heart',
          title: t('Sinnvolle Projekte', 'Meaningful projects'),
          text: t(
            'Vom Verbandsportal bis zum Kunstprojekt – keine zwei Aufträge sind gleich.',
            'From association portals to art projects – no two assignments are alike.',
          ),
        },
        {
          icon: 'users',
          title: t('Kleines Team', 'Small team'),
          text: t(
            'Kurze Wege, viel Vertrauen und echte Verantwortung.',
            'Short paths, lots of trust and real responsibility.',
          ),
        },
      ],
    },
    {
      blockType: 'jobList',
      heading: t('Offene Stellen', 'Open positions'),
      intro: t(
        'Aktuell suchen wir vor allem freischaffende Front-End-Entwicklerinnen und -Entwickler.',
        'Right now we are mainly looking for freelance front-end developers.',
      ),
      emptyText: t(
        'Im Moment sind keine Stellen ausgeschrieben. Spontanbewerbungen sind jederzeit willkommen.',
        'There are no open positions right now. Unsolicited applications are always welcome.',
      ),
    },
    {
      blockType: 'cta',
      heading: t('Nichts Passendes dabei?', 'Nothing that fits?'),
      text: t(
        'Schicken Sie uns trotzdem ein paar Zeilen über sich und Ihre Arbeit. Gute Leute finden bei uns immer einen Platz.',
        'Send us a few lines about yourself and your work anyway. Good people always find a place with us.',
      ),
      actions: [action(linkTo('pages', 'contact', t('Spontan bewerben', 'Apply unsolicited')))],
    },
  ],
)

export const contact = page(
  'contact',
  {
    title: t('Kontakt', 'Contact'),
    slug: t('kontakt', 'contact'),
    metaTitle: t('Kontakt · Unbound', 'Contact · Unbound'),
    description: t(
      'Nehmen Sie Kontakt mit Unbound auf: per Formular, E-Mail an hello@unbound.example oder Telefon +41 44 500 12 34. Wir antworten innerhalb von 24 Stunden.',
      'Get in touch with Unbound: by form, e-mail to hello@unbound.example or phone +41 44 500 12 34. We reply within 24 hours.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('Kontakt', 'Contact'),
      heading: t('Sprechen wir über Ihr Projekt', 'Let’s talk about your project'),
      lead: t(
        'Ob erste Idee, konkrete Anfrage oder technische Frage: Schreiben Sie uns. Wir antworten innerhalb von 24 Stunden.',
        'Whether a first idea, a concrete request or a technical question: write to us. We reply within 24 hours.',
      ),
    },
    {
      blockType: 'formBlock',
      heading: t('Nachricht senden', 'Send a message'),
      intro: t(
        'Alle Felder helfen uns, Ihre Anfrage schnell an die richtige Person weiterzuleiten.',
        'Every field helps us pass your request quickly to the right person.',
      ),
      form: ref('forms', 'contact'),
    },
    {
      blockType: 'featureGrid',
      heading: t('Weitere Wege zu uns', 'Other ways to reach us'),
      columns: '4',
      features: [
        {
          icon: 'mail',
          title: t('E-Mail', 'E-mail'),
          text: t('hello@unbound.example', 'hello@unbound.example'),
          link: linkUrl(
            'mailto:hello@unbound.example',
            t('E-Mail schreiben', 'Send an e-mail'),
            'text',
          ),
        },
        {
          icon: 'support',
          title: t('Telefon', 'Phone'),
          text: t('+41 44 500 12 34, Montag bis Freitag', '+41 44 500 12 34, Monday to Friday'),
          link: linkUrl('tel:+41445001234', t('Anrufen', 'Call us'), 'text'),
        },
        {
          icon: 'shield',
          title: t('Support für Kundschaft', 'Customer support'),
          text: t(
            'support@unbound.example – für bestehende Instanzen und Projekte.',
            'support@unbound.example – for existing instances and projects.',
          ),
          link: linkUrl(
            'mailto:support@unbound.example',
            t('Support kontaktieren', 'Contact support'),
            'text',
          ),
        },
        {
          icon: 'globe',
          title: t('Adresse', 'Address'),
          text: t(
            'Unbound AG, Limmatstrasse 21, 8005 Zürich',
            'Unbound AG, Limmatstrasse 21, 8005 Zurich, Switzerland',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('Lieber gleich selbst ausprobieren?', 'Rather try it yourself right away?'),
      text: t(
        'Starten Sie eine Unbound Engine in der Cloud – 14 Tage kostenlos.',
        'Launch an Unbound Engine in the cloud – free for 14 days.',
      ),
      actions: [
        action(linkTo('pages', 'cloud', t('Kostenlos testen', 'Try for free'), 'secondary')),
      ],
    },
  ],
)

export const successStories = page(
  'success-stories',
  {
    title: t('Erfolgsgeschichten', 'Success stories'),
    slug: t('erfolgsgeschichten', 'success-stories'),
    metaTitle: t(
      'Erfolgsgeschichten unserer Kundschaft · Unbound',
      'Customer success stories · Unbound',
    ),
    description: t(
      'Wie Unternehmen mit Unbound wachsen: vom B2B-Lieferantenportal über einen Branchenverband mit 2500 Mitgliedern bis zum Kunstprojekt mit dynamischem Preis.',
      'How companies grow with Unbound: from a B2B supplier portal and an industry association with 2500 members to an art project with a dynamic price.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('Erfolgsgeschichten', 'Success stories'),
      heading: t('Echte Projekte, messbare Ergebnisse', 'Real projects, measurable results'),
      lead: t(
        'Ein Branchenverband, der seinen Online-Bestellanteil von 5% auf über 50% gesteigert hat. Ein Grosshändler, der sein Alt-ERP zuverlässig anbindet. Ein Kunstprojekt, dessen Preis mit jedem Verkauf steigt. Lesen Sie, wie unsere Kundschaft mit Unbound arbeitet.',
        'An industry association that raised its online order share from 5% to over 50%. A distributor that reliably connects its legacy ERP. An art project whose price rises with every sale. Read how our customers work with Unbound.',
      ),
    },
    customerLogos(t('Unsere Kundschaft', 'Our customers')),
    {
      blockType: 'archive',
      heading: t('Alle Fallstudien', 'All case studies'),
      relationTo: 'case-studies',
      limit: 12,
    },
    {
      blockType: 'testimonials',
      heading: t('In ihren eigenen Worten', 'In their own words'),
    },
    contactCta(
      t('Schreiben Sie Ihre eigene Erfolgsgeschichte', 'Write your own success story'),
      t(
        'Erzählen Sie uns von Ihrem Vorhaben – wir zeigen Ihnen, was möglich ist.',
        'Tell us about your plans – we show you what is possible.',
      ),
    ),
  ],
)

export const blog = page(
  'blog',
  {
    title: t('Blog', 'Blog'),
    slug: t('blog', 'blog'),
    metaTitle: t(
      'Blog: Headless Commerce in der Praxis · Unbound',
      'Blog: headless commerce in practice · Unbound',
    ),
    description: t(
      'Artikel rund um Headless Commerce, B2B, Ticketing, Krypto-Zahlungen und Entwicklung mit der Unbound Engine – aus der Praxis unseres Teams.',
      'Articles on headless commerce, B2B, ticketing, crypto payments and development with the Unbound Engine – from our team’s practice.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('Blog', 'Blog'),
      heading: t('Aus der Werkstatt', 'From the workshop'),
      lead: t(
        'Praxiswissen, Projektberichte und Neuigkeiten rund um Headless Commerce und die Unbound Engine.',
        'Practical know-how, project reports and news about headless commerce and the Unbound Engine.',
      ),
    },
    {
      blockType: 'archive',
      heading: t('Neueste Beiträge', 'Latest posts'),
      relationTo: 'posts',
      limit: 9,
    },
    {
      blockType: 'formBlock',
      heading: t('Nichts mehr verpassen', 'Never miss a post'),
      intro: t(
        'Der Unbound-Newsletter bringt neue Beiträge, Releases und Einladungen zu Veranstaltungen etwa einmal im Monat in Ihr Postfach. Abmelden geht jederzeit.',
        'The Unbound newsletter brings new posts, releases and event invitations to your inbox about once a month. You can unsubscribe at any time.',
      ),
      form: ref('forms', 'newsletter'),
    },
  ],
)

export const glossary = page(
  'glossary',
  {
    title: t('Glossar', 'Glossary'),
    slug: t('glossar', 'glossary'),
    metaTitle: t('E-Commerce-Glossar · Unbound', 'E-commerce glossary · Unbound'),
    description: t(
      'Headless, GraphQL, Lazy Minting, Facettensuche und mehr: Das Unbound-Glossar erklärt die wichtigsten Begriffe aus E-Commerce und Technik verständlich.',
      'Headless, GraphQL, lazy minting, faceted search and more: the Unbound glossary explains the key terms of e-commerce and technology in plain words.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('Glossar', 'Glossary'),
      heading: t('E-Commerce verständlich erklärt', 'E-commerce explained in plain words'),
      lead: t(
        'Von A wie API bis Z wie Zahlungsanbieter: Die wichtigsten Begriffe rund um Headless Commerce, kurz und ohne Fachchinesisch.',
        'From API to XPUB: the key terms around headless commerce, short and without jargon.',
      ),
    },
    {
      blockType: 'archive',
      heading: t('Alle Begriffe', 'All terms'),
      relationTo: 'glossary-terms',
      limit: 48,
    },
    {
      blockType: 'cta',
      heading: t('Ein Begriff fehlt?', 'A term is missing?'),
      text: t(
        'Schreiben Sie uns, welchen Begriff wir erklären sollen – oder lesen Sie sich in die Dokumentation ein.',
        'Tell us which term we should explain – or dig into the documentation.',
      ),
      actions: [
        action(linkTo('pages', 'contact', t('Begriff vorschlagen', 'Suggest a term'))),
        action(
          linkUrl('https://docs.unbound.example', t('Dokumentation', 'Documentation'), 'secondary'),
        ),
      ],
    },
  ],
)

export const faq = page(
  'faq',
  {
    title: t('Häufige Fragen', 'Frequently asked questions'),
    slug: t('faq', 'faq'),
    metaTitle: t(
      'FAQ: Häufige Fragen zu Unbound · Unbound',
      'FAQ: frequently asked questions about Unbound · Unbound',
    ),
    description: t(
      'Antworten auf häufige Fragen zu Unbound: Open Source, Cloud-Testphase, Hosting, Support, Migration, Zahlungen, B2B und Ticketing.',
      'Answers to frequent questions about Unbound: open source, cloud trial, hosting, support, migration, payments, B2B and ticketing.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('FAQ', 'FAQ'),
      heading: t('Häufige Fragen', 'Frequently asked questions'),
      lead: t(
        'Die Antworten auf die Fragen, die wir am häufigsten hören. Ihre ist nicht dabei? Schreiben Sie uns.',
        'The answers to the questions we hear most often. Yours is not among them? Write to us.',
      ),
    },
    {
      blockType: 'faq',
      heading: t('Produkt und Technik', 'Product and technology'),
      items: [
        {
          question: t(
            'Ist die Unbound Engine wirklich Open Source?',
            'Is the Unbound Engine really open source?',
          ),
          answer: t(
            'Ja. Der Quellcode der Engine ist öffentlich. Sie können sie selbst betreiben, erweitern und jederzeit mitnehmen.',
            'Yes. The engine’s source code is public. You can operate it yourself, extend it and take it with you at any time.',
          ),
        },
        {
          question: t(
            'Welche Technologien setzt Unbound ein?',
            'Which technologies does Unbound use?',
          ),
          answer: t(
            'Die Engine läuft auf Node.js, stellt eine GraphQL-API bereit und speichert Daten in einer Dokumentendatenbank.',
            'The engine runs on Node.js, provides a GraphQL API and stores data in a document database.',
          ),
        },
        {
          question: t('Brauche ich ein eigenes Frontend?', 'Do I need my own front end?'),
          answer: t(
            'Unbound ist headless: Das Frontend bauen Sie, eine Partneragentur oder wir. Als Startpunkt gibt es ein Storefront-Beispiel.',
            'Unbound is headless: the front end is built by you, a partner agency or us. A storefront example serves as a starting point.',
          ),
        },
        {
          question: t(
            'Kann ich eigene Geschäftslogik einbauen?',
            'Can I add my own business logic?',
          ),
          answer: t(
            'Ja. Preise, Rabatte, Zahlung, Lieferung und Lager sind Plugins, die Sie in TypeScript erweitern oder ersetzen.',
            'Yes. Prices, discounts, payment, delivery and warehousing are plugins you extend or replace in TypeScript.',
          ),
        },
        {
          question: t(
            'Unterstützt Unbound mehrere Länder und Währungen?',
            'Does Unbound support several countries and currencies?',
          ),
          answer: t(
            'Ja. Sprachen, Länder, Währungen und Basispreise pro Land und Währung sind Teil des Kerns.',
            'Yes. Languages, countries, currencies and base prices per country and currency are part of the core.',
          ),
        },
        {
          question: t('Eignet sich Unbound für B2B?', 'Is Unbound suitable for B2B?'),
          answer: t(
            'Sehr. Offerten, kundenspezifische Preise und ein erweiterbares Rollenmodell – etwa Kauf auf Rechnung nur für bestimmte Benutzer – sind eingebaut.',
            'Very much so. Quotations, customer-specific prices and an extensible role model – for example invoice payment for certain users only – are built in.',
          ),
        },
        {
          question: t(
            'Wie verwalte ich Produkte und Bestellungen?',
            'How do I manage products and orders?',
          ),
          answer: t(
            'In der Admin UI, die bei jeder Engine dabei ist: Produkte und Varianten, Sortimente, Offerten, Bestellungen, Analysen und Einstellungen an einem Ort.',
            'In the admin UI that comes with every engine: products and variants, assortments, quotations, orders, analytics and settings in one place.',
          ),
        },
        {
          question: t(
            'Wo finde ich die technische Dokumentation?',
            'Where can I find the technical documentation?',
          ),
          answer: t(
            'Auf unserer separaten Dokumentations-Website docs.unbound.example – mit Quick Start, API-Referenz und Plugin-Anleitungen.',
            'On our separate documentation site docs.unbound.example – with a quick start, API reference and plugin guides.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('Cloud, Betrieb und Zusammenarbeit', 'Cloud, operations and collaboration'),
      items: [
        {
          question: t('Wie lange dauert die kostenlose Testphase?', 'How long is the free trial?'),
          answer: t(
            '14 Tage. Sie benötigen dafür keine Kreditkarte.',
            '14 days. You do not need a credit card.',
          ),
        },
        {
          question: t('Welche Supportstufen gibt es?', 'Which support levels are there?'),
          answer: t(
            'Von Bürozeiten (9-5) bis 24/7, mit Verfügbarkeiten von 99% bis 99.99%.',
            'From office hours (9-5) to 24/7, with uptime from 99% to 99.99%.',
          ),
        },
        {
          question: t('Werden meine Daten gesichert?', 'Is my data backed up?'),
          answer: t(
            'Ja. Die Datenbank jeder Instanz wird automatisch täglich gesichert.',
            'Yes. The database of every instance is backed up automatically every day.',
          ),
        },
        {
          question: t(
            'Können Sie meinen bestehenden Shop migrieren?',
            'Can you migrate my existing shop?',
          ),
          answer: t(
            'Ja, ohne Ausfallzeit. Produkte, Kundenkonten, Bestellungen und URLs ziehen mit.',
            'Yes, without downtime. Products, customer accounts, orders and URLs come along.',
          ),
        },
        {
          question: t('Kann ich in Bitcoin bezahlen lassen?', 'Can I accept payment in bitcoin?'),
          answer: t(
            'Ja. Ihre Kundschaft zahlt in BTC, Sie erhalten über das Payment-Gateway Schweizer Franken.',
            'Yes. Your customers pay in BTC, and you receive Swiss francs through the payment gateway.',
          ),
        },
        {
          question: t(
            'Fallen beim Ticketing Gebühren pro Ticket an?',
            'Are there per-ticket fees for ticketing?',
          ),
          answer: t(
            'Nein. Mit Unbound verkaufen Sie Tickets ohne Ticketgebühren.',
            'No. With Unbound you sell tickets without ticketing fees.',
          ),
        },
        {
          question: t(
            'Wie schnell antworten Sie auf Anfragen?',
            'How quickly do you reply to enquiries?',
          ),
          answer: t('Innerhalb von 24 Stunden – versprochen.', 'Within 24 hours – promised.'),
        },
      ],
    },
    contactCta(
      t('Noch Fragen?', 'Still have questions?'),
      t(
        'Schreiben Sie an hello@unbound.example oder rufen Sie uns an: +41 44 500 12 34.',
        'Write to hello@unbound.example or call us: +41 44 500 12 34.',
      ),
    ),
  ],
)

export const search = page(
  'search',
  {
    title: t('Suche', 'Search'),
    slug: t('suche', 'search'),
    metaTitle: t('Suche · Unbound', 'Search · Unbound'),
    description: t(
      'Durchsuchen Sie Seiten, Blogbeiträge, Glossarbegriffe und Erfolgsgeschichten auf der Website von Unbound.',
      'Search pages, blog posts, glossary terms and success stories on the Unbound website.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      heading: t('Suche', 'Search'),
      lead: t(
        'Finden Sie Seiten, Blogbeiträge, Glossarbegriffe und Erfolgsgeschichten.',
        'Find pages, blog posts, glossary terms and success stories.',
      ),
    },
  ],
)
