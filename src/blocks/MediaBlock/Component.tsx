import { Media } from '@/components/site/Media'
import type { MediaBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function MediaBlockComponent({ block }: BlockProps<MediaBlock>) {
  if (!block.media || typeof block.media !== 'object') return null
  return (
    <section className="block block--media">
      <figure className="container figure">
        <Media media={block.media} sizes="(min-width: 1200px) 1120px, 100vw" />
        {block.caption ? <figcaption>{block.caption}</figcaption> : null}
      </figure>
    </section>
  )
}
