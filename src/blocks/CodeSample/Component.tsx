import { CodeListing } from '@/components/site/CodeListing'
import { SectionIntro } from '@/components/site/SectionIntro'
import type { CodeSampleBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function CodeSampleBlockComponent({ block }: BlockProps<CodeSampleBlock>) {
  return (
    <section className="block block--code">
      <div className="container container--narrow">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <CodeListing code={block.code} language={block.language} caption={block.caption} />
      </div>
    </section>
  )
}
