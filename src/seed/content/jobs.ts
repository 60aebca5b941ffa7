import { rich, t } from '../bilingual'
import type { SeedSet } from '../types'

/** Open positions on the careers page. */
export const jobs: SeedSet = {
  collection: 'job-openings',
  match: 'slug',
  documents: [
    {
      key: 'freelance-frontend',
      data: {
        title: t(
          'Freelance Front-End-Entwickler:in (Remote)',
          'Freelance front-end developer (remote)',
        ),
        slug: t('freelance-front-end-entwicklerin', 'freelance-front-end-developer'),
        location: t('Remote oder in unserem Büro in Zürich', 'Remote or at our office in Zurich'),
        employmentType: t('Freelance, projektbasiert', 'Freelance, project-based'),
        summary: t(
          'Wir suchen erfahrene Front-End-Entwicklerinnen und -Entwickler, die für unsere Kundschaft schnelle, zugängliche Shops auf Basis der Unbound Engine bauen. Remote-freundlich, projektbasiert und mit viel Gestaltungsspielraum.',
          'We are looking for experienced front-end developers to build fast, accessible shops on the Unbound Engine for our customers. Remote-friendly, project-based and with plenty of room to shape the work.',
        ),
        description: rich(
          `Unsere Projekte wachsen, und mit ihnen der Bedarf an Menschen, die aus einer GraphQL-API ein Einkaufserlebnis machen, das Kundinnen und Kunden gerne nutzen. Deshalb suchen wir **freiberufliche Front-End-Entwicklerinnen und -Entwickler**, die uns projektweise unterstützen. Wo Sie arbeiten, ist uns weniger wichtig als wie: Wir arbeiten remote-freundlich und treffen uns bei Bedarf in Zürich.

## Was Sie tun

- Sie entwickeln Shop-Front-Ends, B2B-Portale und Ticketshops auf Basis der Unbound Engine, meist mit React und Next.js.
- Sie binden die GraphQL-API an: Katalog, Facettensuche, Warenkorb, Checkout, Kundenkonto und Offerten.
- Sie setzen Designs unseres UX-Teams präzise und barrierefrei um und bringen eigene Ideen für die Umsetzung ein.
- Sie achten auf Ladezeiten, Suchmaschinenfreundlichkeit und Mehrsprachigkeit.
- Sie arbeiten eng mit unseren Engine-Entwicklern und den Teams unserer Kundschaft zusammen.

## Was Sie mitbringen

- Mehrere Jahre Erfahrung mit TypeScript, React und idealerweise Next.js
- Sicherer Umgang mit GraphQL, gerne auch mit Apollo Client
- Ein gutes Auge für Details und ein Verständnis für Zugänglichkeit nach WCAG
- Erfahrung mit E-Commerce ist ein Plus, ebenso Beiträge zu Open-Source-Projekten
- Sehr gute Deutsch- oder Englischkenntnisse; wir arbeiten in beiden Sprachen
- Selbstständige Arbeitsweise und Freude an klarer, asynchroner Kommunikation

## Was wir bieten

- Spannende Projekte im Detailhandel, B2B, Event-Ticketing und mit tokenisierten Gütern
- Remote-freundliche Zusammenarbeit mit flexibler Zeiteinteilung und fairen Tagessätzen
- Ein offenes Produkt: Sie sehen den Quellcode der Engine und können ihn mitgestalten
- Ein kleines, erfahrenes Team mit kurzen Wegen und ehrlichem Feedback
- Auf Wunsch einen Arbeitsplatz in unserem Büro in Zürich

## So bewerben Sie sich

Schicken Sie uns eine kurze E-Mail an **hello@unbound.example** mit ein paar Sätzen zu Ihnen, Ihrer Verfügbarkeit und Ihrem Tagessatz sowie Links zu Projekten oder Code, auf die Sie stolz sind. Ein ausführliches Motivationsschreiben brauchen wir nicht. Wir melden uns innerhalb weniger Tage für ein erstes Gespräch. Fragen vorab beantworten wir gerne, ebenfalls per E-Mail oder über unser [Kontaktformular](/de/kontakt).`,
          `Our projects are growing, and with them the need for people who turn a GraphQL API into a shopping experience that customers enjoy. That is why we are looking for **freelance front-end developers** to support us on a project basis. Where you work matters less to us than how: we are remote-friendly and meet up in Zurich when it helps.

## What you will do

- Build shop front ends, B2B portals and ticket shops on the Unbound Engine, mostly with React and Next.js.
- Connect the GraphQL API: catalogue, faceted search, cart, checkout, customer account and quotations.
- Implement designs from our UX team precisely and accessibly, and bring your own ideas to the implementation.
- Keep an eye on loading times, search-engine friendliness and multilingual content.
- Work closely with our engine developers and our customers' teams.

## What you bring

- Several years of experience with TypeScript, React and ideally Next.js
- Confidence with GraphQL, Apollo Client experience welcome
- An eye for detail and an understanding of accessibility according to WCAG
- E-commerce experience is a plus, as are contributions to open-source projects
- Very good German or English; we work in both languages
- An independent way of working and a liking for clear, asynchronous communication

## What we offer

- Interesting projects in retail, B2B, event ticketing and tokenized assets
- Remote-friendly collaboration with flexible hours and fair day rates
- An open product: you can see the engine's source code and help shape it
- A small, experienced team with short decision paths and honest feedback
- A desk at our Zurich office if you would like one

## How to apply

Send us a short e-mail at **hello@unbound.example** with a few sentences about yourself, your availability and your day rate, plus links to projects or code you are proud of. We do not need a lengthy cover letter. We will get back to you within a few days to arrange a first conversation. If you have questions beforehand, we are happy to answer them by e-mail or through our [contact form](/en/contact).`,
        ),
        publishedAt: '2026-10-01T07:00:00.000Z',
        meta: {
          title: t(
            'Freelance Front-End-Entwickler:in (Remote)',
            'Freelance front-end developer (remote)',
          ),
          description: t(
            'Bauen Sie mit uns Shops auf Basis der Unbound Engine: TypeScript, React, Next.js und GraphQL. Remote-freundlich und projektbasiert.',
            'Build shops on the Unbound Engine with us: TypeScript, React, Next.js and GraphQL. Remote-friendly and project-based.',
          ),
        },
      },
    },
  ],
}
