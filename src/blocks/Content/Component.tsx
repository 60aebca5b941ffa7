import { RichText } from '@/components/site/RichText'
import type { ContentBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function ContentBlockComponent({ block, context }: BlockProps<ContentBlock>) {
  return (
    <section className="block block--content">
      <div className={`container ${block.width === 'wide' ? '' : 'container--narrow'}`}>
        {block.heading ? <h2>{block.heading}</h2> : null}
        <RichText data={block.content} locale={context.locale} />
      </div>
    </section>
  )
}
