import { SectionIntro } from '@/components/site/SectionIntro'
import type { FaqBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/** Questions as native disclosures (keyboard and screen-reader friendly without JavaScript). */
export function FaqBlockComponent({ block }: BlockProps<FaqBlock>) {
  return (
    <section className="block block--faq">
      <div className="container container--narrow">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <div className="faq">
          {(block.items ?? []).map((item, index) => (
            <details className="faq__item" key={item.id ?? index}>
              <summary>{item.question}</summary>
              <div className="faq__answer">
                {item.answer.split(/\n{2,}/).map((paragraph, paragraphIndex) => (
                  <p key={paragraphIndex}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

/** FAQPage structured data for every FAQ block of a page. */
export function faqJsonLd(blocks: FaqBlock[]): Record<string, unknown> | null {
  const items = blocks.flatMap((block) => block.items ?? [])
  if (!items.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
