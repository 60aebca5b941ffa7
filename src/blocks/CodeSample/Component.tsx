import { CodeListing } from '@/components/site/CodeListing'
import { Media } from '@/components/site/Media'
import { SectionIntro } from '@/components/site/SectionIntro'
import type { CodeSampleBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function CodeSampleBlockComponent({ block }: BlockProps<CodeSampleBlock>) {
  const diagram = block.diagram && typeof block.diagram === 'object' ? block.diagram : null
  const listing = (
    <CodeListing code={block.code} language={block.language} caption={block.caption} />
  )
  return (
    <section className="block block--code">
      <div className={diagram ? 'container' : 'container container--narrow'}>
        <SectionIntro heading={block.heading} intro={block.intro} />
        {diagram ? (
          <div className="code-sample">
            <figure className="code-sample__diagram">
              <Media
                media={diagram}
                sizes="(min-width: 1080px) 460px, (min-width: 640px) 600px, 100vw"
              />
            </figure>
            {listing}
          </div>
        ) : (
          listing
        )}
      </div>
    </section>
  )
}
