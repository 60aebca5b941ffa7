import { CmsLink } from '@/components/site/CmsLink'
import { Media } from '@/components/site/Media'
import type { HeroBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/** A centred hero shows its visual below the text, up to 880 px wide (site.css). */
const centredSizes = '(min-width: 960px) 880px, calc(100vw - 2rem)'

export function HeroBlockComponent({ block, context }: BlockProps<HeroBlock>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  const variant = block.variant ?? 'default'
  const hasMedia = Boolean(block.media && typeof block.media === 'object')
  return (
    <section className={`hero hero--${variant}${hasMedia ? ' hero--media' : ''}`}>
      <div className="container hero__inner">
        <div className="hero__text">
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <Heading className="hero__heading">{block.heading}</Heading>
          {block.lead ? <p className="hero__lead">{block.lead}</p> : null}
          {block.actions?.length ? (
            <div className="actions">
              {block.actions.map((action, index) => (
                <CmsLink key={action.id ?? index} link={action.link} locale={context.locale} />
              ))}
            </div>
          ) : null}
        </div>
        {hasMedia ? (
          <div className="hero__media">
            <Media
              media={block.media}
              sizes={
                variant === 'centered'
                  ? centredSizes
                  : '(min-width: 1200px) 540px, (min-width: 960px) 45vw, calc(100vw - 2rem)'
              }
              priority={context.isFirst}
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}
