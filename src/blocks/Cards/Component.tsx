import { CmsLink } from '@/components/site/CmsLink'
import { Media } from '@/components/site/Media'
import { SectionIntro } from '@/components/site/SectionIntro'
import type { CardsBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function CardsBlockComponent({ block, context }: BlockProps<CardsBlock>) {
  const count = block.cards?.length ?? 0
  return (
    <section className="block block--cards">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <ul className={`grid grid--${count === 2 || count === 4 ? '2' : '3'} cards`}>
          {(block.cards ?? []).map((card, index) => (
            <li className="card" key={card.id ?? index}>
              {card.media && typeof card.media === 'object' ? (
                <div className="card__media">
                  <Media media={card.media} sizes="(min-width: 960px) 33vw, 100vw" />
                </div>
              ) : null}
              <div className="card__body">
                <h3>{card.title}</h3>
                {card.text ? <p>{card.text}</p> : null}
                <CmsLink
                  link={card.link}
                  locale={context.locale}
                  appearance="text"
                  className="card__link"
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
