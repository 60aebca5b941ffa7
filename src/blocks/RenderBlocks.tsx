import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { ArchiveBlockComponent } from './Archive/Component'
import { CallToActionBlockComponent } from './CallToAction/Component'
import { CardsBlockComponent } from './Cards/Component'
import { CaseStudyHighlightsBlockComponent } from './CaseStudyHighlights/Component'
import { CodeSampleBlockComponent } from './CodeSample/Component'
import { ComparisonTableBlockComponent } from './ComparisonTable/Component'
import { ContentBlockComponent } from './Content/Component'
import { FaqBlockComponent } from './Faq/Component'
import { FeatureGridBlockComponent } from './FeatureGrid/Component'
import { FormBlockComponent } from './FormBlock/Component'
import { HeroBlockComponent } from './Hero/Component'
import { JobListBlockComponent } from './JobList/Component'
import { LogoGridBlockComponent } from './LogoGrid/Component'
import { MediaBlockComponent } from './MediaBlock/Component'
import { PricingTiersBlockComponent } from './PricingTiers/Component'
import { StatsBlockComponent } from './Stats/Component'
import { StepsBlockComponent } from './Steps/Component'
import { TeamGridBlockComponent } from './TeamGrid/Component'
import { TestimonialsBlockComponent } from './Testimonials/Component'
import type { BlockContext } from './types'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']

// Each renderer takes its own block type; the map is keyed so the pairing stays exact.
const renderers: {
  [K in BlockType]: ComponentType<{
    block: Extract<LayoutBlock, { blockType: K }>
    context: BlockContext
  }>
} = {
  hero: HeroBlockComponent,
  content: ContentBlockComponent,
  mediaBlock: MediaBlockComponent,
  cta: CallToActionBlockComponent,
  featureGrid: FeatureGridBlockComponent,
  cards: CardsBlockComponent,
  stats: StatsBlockComponent,
  testimonials: TestimonialsBlockComponent,
  caseStudyHighlights: CaseStudyHighlightsBlockComponent,
  logoGrid: LogoGridBlockComponent,
  pricingTiers: PricingTiersBlockComponent,
  faq: FaqBlockComponent,
  comparisonTable: ComparisonTableBlockComponent,
  steps: StepsBlockComponent,
  codeSample: CodeSampleBlockComponent,
  teamGrid: TeamGridBlockComponent,
  jobList: JobListBlockComponent,
  formBlock: ({ block, context }) => (
    <section className="block block--form">
      <div className="container container--narrow">
        <FormBlockComponent block={block} locale={context.locale} />
      </div>
    </section>
  ),
  archive: ArchiveBlockComponent,
}

/** Renders a page's layout blocks in order. */
export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: Page['layout']
  context: Omit<BlockContext, 'isFirst'>
}) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Renderer = renderers[block.blockType] as
          ComponentType<{ block: LayoutBlock; context: BlockContext }> | undefined
        if (!Renderer) return null
        return (
          <Renderer
            key={block.id ?? index}
            block={block}
            context={{ ...context, isFirst: index === 0 }}
          />
        )
      })}
    </>
  )
}
