import { SectionIntro } from '@/components/site/SectionIntro'
import { CaseStudyCard } from '@/components/site/Teasers'
import { listDocuments } from '@/data/content'
import type { CaseStudy, CaseStudyHighlightsBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export async function CaseStudyHighlightsBlockComponent({
  block,
  context,
}: BlockProps<CaseStudyHighlightsBlock>) {
  let studies = (block.caseStudies ?? []).filter(
    (item): item is CaseStudy => typeof item === 'object' && item !== null,
  )
  if (!block.caseStudies?.length)
    studies = (await listDocuments('case-studies', context.locale, { limit: 3 }, context.draft))
      .docs
  if (!studies.length) return null
  return (
    <section className="block block--case-studies">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <ul className="grid grid--3 cards">
          {studies.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} locale={context.locale} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
