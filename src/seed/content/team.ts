import { t } from '../bilingual'
import type { SeedSet } from '../types'

/** The people on the about page and the authors of the blog posts. */
export const team: SeedSet = {
  collection: 'team-members',
  match: 'name',
  documents: [
    {
      key: 'team-1',
      data: {
        name: 'Lena Brunner',
        role: t('Mitgründerin & CEO', 'Co-founder & CEO'),
        bio: t(
          'Lena hat zehn Jahre lang Onlineshops für Schweizer Detail- und Grosshändler geleitet, bevor sie Unbound mitgegründet hat. Sie kennt die Momente, in denen ein Shopsystem zur Bremse wird: beim ersten B2B-Kunden mit eigener Preisliste, beim zweiten Land, beim dritten Lager. Bei Unbound verantwortet sie Strategie, Partnerschaften und die Frage, welche Probleme unsere Kundinnen und Kunden als Nächstes lösen müssen. In ihrer Freizeit ist sie meist mit dem Velo irgendwo zwischen Zürich und dem Tessin unterwegs.',
          'Lena ran online shops for Swiss retailers and wholesalers for ten years before co-founding Unbound. She knows the moments when a shop system starts holding a business back: the first B2B customer with its own price list, the second country, the third warehouse. At Unbound she is responsible for strategy, partnerships and the question of which problems our customers need solved next. In her spare time she is usually on her bike somewhere between Zurich and Ticino.',
        ),
        order: 1,
      },
    },
    {
      key: 'team-2',
      data: {
        name: 'Marco Keller',
        role: t('Mitgründer & CTO', 'Co-founder & CTO'),
        bio: t(
          'Marco ist der Architekt der Unbound Engine. Er hat die GraphQL-API so entworfen, dass sich jede Regel für Preise, Lieferung oder Zahlung als Plugin austauschen lässt, ohne den Kern anzufassen. Vor Unbound baute er Integrationsplattformen für Logistikunternehmen und hat dabei gelernt, dass Schnittstellen zu alten ERP-Systemen nie so funktionieren, wie es die Dokumentation verspricht. Er betreut die Open-Source-Community, prüft Pull-Requests und schreibt am liebsten Code, den man in fünf Jahren noch versteht.',
          'Marco is the architect of the Unbound Engine. He designed the GraphQL API so that every rule for pricing, delivery or payment can be swapped out as a plugin without touching the core. Before Unbound he built integration platforms for logistics companies, where he learned that interfaces to legacy ERP systems never work the way their documentation promises. He looks after the open-source community, reviews pull requests and prefers writing code that still makes sense five years later.',
        ),
        order: 2,
      },
    },
    {
      key: 'team-3',
      data: {
        name: 'Sofia Rossi',
        role: t('Leiterin UX & Design', 'Head of UX & Design'),
        bio: t(
          'Sofia gestaltet Einkaufserlebnisse, die sich nicht nach Standard-Template anfühlen. Weil die Unbound Engine headless ist, beginnt ihre Arbeit nicht bei den Grenzen eines Themes, sondern bei den Menschen, die im Shop einkaufen: Praxisassistentinnen, die in zwei Minuten nachbestellen wollen, oder Gäste, die ein Konzertticket auf dem Smartphone kaufen. Sie leitet Workshops, Prototyping und Usability-Tests und arbeitet eng mit den Front-End-Teams unserer Kundschaft zusammen. Vorher war sie Art Director in einer Digitalagentur in Lugano.',
          "Sofia designs shopping experiences that do not feel like a stock template. Because the Unbound Engine is headless, her work does not start at the limits of a theme but with the people who shop: practice assistants who want to reorder in two minutes, or guests buying a concert ticket on their phone. She runs workshops, prototyping and usability testing, and works closely with our customers' front-end teams. Before joining Unbound she was an art director at a digital agency in Lugano.",
        ),
        order: 3,
      },
    },
    {
      key: 'team-4',
      data: {
        name: 'Daniel Meier',
        role: t('Leiter Cloud-Betrieb', 'Head of Cloud Operations'),
        bio: t(
          'Daniel sorgt dafür, dass die Shops unserer Kundschaft laufen, auch nachts und an Feiertagen. Er verantwortet das Managed Hosting, die automatischen täglichen Datenbank-Backups, das Monitoring und die Support-Stufen von Bürozeiten bis 24/7. Bevor er zu Unbound kam, betrieb er Rechenzentrumsinfrastruktur für eine Schweizer Bank, was seine Vorliebe für Checklisten und saubere Incident-Protokolle erklärt. Wenn er nicht gerade Deployments automatisiert, steht er auf dem Fussballplatz als Juniorentrainer.',
          "Daniel makes sure our customers' shops keep running, at night and on public holidays too. He is responsible for managed hosting, the automatic daily database backups, monitoring and the support levels from office hours to 24/7. Before joining Unbound he ran data-centre infrastructure for a Swiss bank, which explains his fondness for checklists and tidy incident reports. When he is not automating deployments, he coaches a junior football team.",
        ),
        order: 4,
      },
    },
    {
      key: 'team-5',
      data: {
        name: 'Aylin Demir',
        role: t('Solution Engineer, Integrationen', 'Solution Engineer, Integrations'),
        bio: t(
          'Aylin verbindet die Unbound Engine mit allem, was in einem Unternehmen bereits existiert: ERP, PIM, Buchhaltung, Lagerverwaltung und Zahlungsanbieter. Sie hat die Arbeitswarteschlange mit exponentiellem Backoff mitentwickelt, die heute bei mehreren Kunden Bestellungen zuverlässig an ältere Systeme übergibt. In Migrationsprojekten plant sie den Umzug von Produkten, Kundenkonten und Bestellhistorie so, dass der alte Shop bis zur letzten Minute verkauft. Sie spricht Deutsch, Englisch und Türkisch und erklärt komplizierte Datenflüsse am liebsten auf dem Whiteboard.',
          'Aylin connects the Unbound Engine with everything a business already runs: ERP, PIM, accounting, warehouse management and payment providers. She co-developed the work queue with exponential backoff that today reliably hands orders over to legacy systems for several customers. In migration projects she plans the move of products, customer accounts and order history so that the old shop keeps selling until the very last minute. She speaks German, English and Turkish and likes to explain complicated data flows on a whiteboard.',
        ),
        order: 5,
      },
    },
  ],
}
