import { t } from '../bilingual'
import type { SeedSet } from '../types'

/** Customer quotes, shown on the home page and attached to case studies. */
export const testimonials: SeedSet = {
  collection: 'testimonials',
  match: 'author',
  documents: [
    {
      key: 'testimonial-hospitality',
      data: {
        quote: t(
          'Vor sechs Jahren kamen rund 5 Prozent unserer Bestellungen online herein, heute sind es mehr als die Hälfte. Entscheidend war, dass jede unserer neun Regionen ihren eigenen Auftritt pflegen kann, während Katalog, Konditionen und Bestellungen an einem Ort zusammenlaufen.',
          'Six years ago about 5 percent of our orders came in online; today it is more than half. What made the difference is that each of our nine regions can run its own site while the catalogue, terms and orders all come together in one place.',
        ),
        author: 'Regula Zimmermann',
        role: t('Leiterin Digitale Dienste', 'Head of Digital Services'),
        company: 'Gastro Allianz Alpenraum',
      },
    },
    {
      key: 'testimonial-medical',
      data: {
        quote: t(
          'Unsere Kundinnen und Kunden in Arztpraxen und Spitälern sehen im Portal endlich ihre eigenen Preise, ihre Bestellhistorie und verbindliche Offerten. Das Team von Unbound hat verstanden, dass B2B-Einkauf Routine ist und schnell gehen muss.',
          'Our customers in medical practices and hospitals finally see their own prices, their order history and binding quotations in the portal. The Unbound team understood that B2B purchasing is routine work and has to be fast.',
        ),
        author: 'Dr. Thomas Gerber',
        role: t('Leiter Verkaufsinnendienst', 'Head of Sales Operations'),
        company: 'Praxisbedarf Helvetia AG',
      },
    },
    {
      key: 'testimonial-bicycle',
      data: {
        quote: t(
          'Wir wollten einen Shop, der sich so anfühlt wie eine Beratung in unserer Werkstatt. Mit dem Velo-Konfigurator und dem Lagerbestand unserer drei Filialen in Echtzeit verkaufen wir heute online Räder, die wir früher nur im Laden verkauft hätten.',
          'We wanted a shop that feels like a conversation in our workshop. With the bike configurator and live stock from our three branches, we now sell bikes online that we used to sell only in the store.',
        ),
        author: 'Nina Hofstetter',
        role: t('Geschäftsführerin', 'Managing Director'),
        company: 'Velowerk Bern',
      },
    },
  ],
}
