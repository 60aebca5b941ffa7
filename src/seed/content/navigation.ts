import { linkTo, ref, t, type Bilingual } from '../bilingual'
import type { SeedGlobal } from '../types'

const page = (key: string, label: Bilingual, appearance = 'text') =>
  linkTo('pages', key, label, appearance)
const child = (key: string, label: Bilingual, description: Bilingual) => ({
  link: page(key, label),
  description,
})

/** Main menu. Seeded after every collection, so the page references resolve. */
export const header: SeedGlobal = {
  slug: 'header',
  data: {
    navItems: [
      {
        link: page('engine', t('Produkt', 'Product')),
        children: [
          child(
            'engine',
            t('Unbound Engine', 'Unbound Engine'),
            t('Open-Source-Commerce mit GraphQL-API', 'Open-source commerce with a GraphQL API'),
          ),
          child(
            'admin-ui',
            t('Admin UI', 'Admin UI'),
            t(
              'Produkte, Bestellungen und Einstellungen verwalten',
              'Manage products, orders and settings',
            ),
          ),
          child(
            'headless',
            t('Headless erklärt', 'Headless explained'),
            t(
              'Warum Frontend und Backend getrennt gehören',
              'Why front end and back end belong apart',
            ),
          ),
          child(
            'hackable',
            t('Hackable', 'Hackable'),
            t(
              'Eigene Geschäftslogik in wenigen Zeilen Code',
              'Your own business logic in a few lines of code',
            ),
          ),
          child(
            'compare',
            t('Vergleich', 'Compare'),
            t('Unbound neben Shopsystemen und SaaS', 'Unbound next to shop systems and SaaS'),
          ),
        ],
      },
      {
        link: page('retail', t('Lösungen', 'Solutions')),
        children: [
          child(
            'retail',
            t('Detailhandel', 'Retail'),
            t(
              'Omnichannel-Shops mit Abos und Wunschlisten',
              'Omnichannel shops with subscriptions and wish lists',
            ),
          ),
          child(
            'wholesale-b2b',
            t('Grosshandel und B2B', 'Wholesale and B2B'),
            t(
              'Offerten, Kundenpreise und Rollenmodell',
              'Quotations, customer prices and a role model',
            ),
          ),
          child(
            'event-ticketing',
            t('Event-Ticketing', 'Event ticketing'),
            t(
              'Tickets ohne Gebühren, Einlass per Smartphone',
              'Tickets without fees, admission by smartphone',
            ),
          ),
          child(
            'blockchain',
            t('Blockchain', 'Blockchain'),
            t('Tokenisierte Güter mit Lazy Minting', 'Tokenized assets with lazy minting'),
          ),
          child(
            'crypto-payments',
            t('Krypto-Zahlungen', 'Crypto payments'),
            t('Kundschaft zahlt in BTC, Sie erhalten CHF', 'Customers pay in BTC, you receive CHF'),
          ),
        ],
      },
      {
        link: page('operational-services', t('Services', 'Services')),
        children: [
          child(
            'operational-services',
            t('Betrieb und Support', 'Operational services'),
            t('Hosting, Backups und Support bis 24/7', 'Hosting, backups and support up to 24/7'),
          ),
          child(
            'professional-services',
            t('Dienstleistungen', 'Professional services'),
            t('UX, Design, Integration und Entwicklung', 'UX, design, integration and development'),
          ),
          child(
            'migrations',
            t('Migration', 'Migrations'),
            t('Plattformwechsel ohne Ausfallzeit', 'Switch platforms without downtime'),
          ),
          child(
            'tailor-made',
            t('Massgeschneidert', 'Tailor-made'),
            t('Lösungen für Modelle ohne Vorlage', 'Solutions for models without a template'),
          ),
          child(
            'ecommerce-audit',
            t('E-Commerce-Audit', 'E-commerce audit'),
            t('Kostenlose Analyse Ihres Shops', 'A free analysis of your shop'),
          ),
        ],
      },
      {
        link: page('success-stories', t('Kundschaft', 'Customers')),
        children: [
          child(
            'success-stories',
            t('Erfolgsgeschichten', 'Success stories'),
            t('Wie Unternehmen mit Unbound wachsen', 'How companies grow with Unbound'),
          ),
        ],
      },
      {
        link: page('about', t('Unternehmen', 'Company')),
        children: [
          child(
            'about',
            t('Über uns', 'About us'),
            t('Werte und Team hinter Unbound', 'Values and team behind Unbound'),
          ),
          child(
            'careers',
            t('Karriere', 'Careers'),
            t('Offene Stellen, remote-freundlich', 'Open positions, remote-friendly'),
          ),
          child(
            'partners',
            t('Partner', 'Partners'),
            t(
              'Das Programm für Agenturen und Integratoren',
              'The programme for agencies and integrators',
            ),
          ),
          child('blog', t('Blog', 'Blog'), t('Praxiswissen und Neuigkeiten', 'Know-how and news')),
          child(
            'contact',
            t('Kontakt', 'Contact'),
            t('Antwort innerhalb von 24 Stunden', 'A reply within 24 hours'),
          ),
        ],
      },
    ],
    cta: linkTo('pages', 'cloud', t('Kostenlos testen', 'Try for free')),
  },
}

/** Footer: tagline, link columns, legal links and the newsletter sign-up. */
export const footer: SeedGlobal = {
  slug: 'footer',
  data: {
    tagline: t(
      'Unbound ist die offene, API-first Commerce-Engine aus Zürich – mit Admin UI, Cloud-Hosting und einem Team, das Ihre Shops baut und betreibt.',
      'Unbound is the open, API-first commerce engine from Zurich – with an admin UI, cloud hosting and a team that builds and operates your shops.',
    ),
    columns: [
      {
        title: t('Produkt', 'Product'),
        links: [
          { link: page('engine', t('Unbound Engine', 'Unbound Engine')) },
          { link: page('admin-ui', t('Admin UI', 'Admin UI')) },
          { link: page('cloud', t('Cloud', 'Cloud')) },
          { link: page('headless', t('Headless erklärt', 'Headless explained')) },
          { link: page('hackable', t('Hackable', 'Hackable')) },
          { link: page('compare', t('Vergleich', 'Compare')) },
          { link: page('quick-start', t('Quick Start', 'Quick start')) },
        ],
      },
      {
        title: t('Lösungen', 'Solutions'),
        links: [
          { link: page('retail', t('Detailhandel', 'Retail')) },
          { link: page('wholesale-b2b', t('Grosshandel und B2B', 'Wholesale and B2B')) },
          { link: page('event-ticketing', t('Event-Ticketing', 'Event ticketing')) },
          { link: page('blockchain', t('Blockchain', 'Blockchain')) },
          { link: page('crypto-payments', t('Krypto-Zahlungen', 'Crypto payments')) },
        ],
      },
      {
        title: t('Services', 'Services'),
        links: [
          { link: page('operational-services', t('Betrieb und Support', 'Operational services')) },
          { link: page('professional-services', t('Dienstleistungen', 'Professional services')) },
          { link: page('migrations', t('Migration', 'Migrations')) },
          { link: page('tailor-made', t('Massgeschneidert', 'Tailor-made')) },
          { link: page('ecommerce-audit', t('E-Commerce-Audit', 'E-commerce audit')) },
        ],
      },
      {
        title: t('Unternehmen', 'Company'),
        links: [
          { link: page('about', t('Über uns', 'About us')) },
          { link: page('success-stories', t('Erfolgsgeschichten', 'Success stories')) },
          { link: page('careers', t('Karriere', 'Careers')) },
          { link: page('partners', t('Partner', 'Partners')) },
          { link: page('blog', t('Blog', 'Blog')) },
          { link: page('glossary', t('Glossar', 'Glossary')) },
          { link: page('faq', t('FAQ', 'FAQ')) },
          { link: page('contact', t('Kontakt', 'Contact')) },
        ],
      },
    ],
    legalLinks: [
      { link: page('imprint', t('Impressum', 'Imprint')) },
      { link: page('privacy', t('Datenschutz', 'Privacy')) },
    ],
    newsletter: {
      heading: t('Newsletter', 'Newsletter'),
      text: t(
        'Neue Beiträge, Releases und Einladungen – etwa einmal im Monat. Abmelden jederzeit möglich.',
        'New posts, releases and invitations – about once a month. Unsubscribe at any time.',
      ),
      form: ref('forms', 'newsletter'),
    },
  },
}
