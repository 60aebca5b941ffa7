import { CmsLink } from '@/components/site/CmsLink'
import { Icon } from '@/components/site/Icon'
import { SectionIntro } from '@/components/site/SectionIntro'
import type { FeatureGridBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function FeatureGridBlockComponent({ block, context }: BlockProps<FeatureGridBlock>) {
  return (
    <section className="block block--features">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <ul className={`grid grid--${block.columns ?? '3'} features`}>
          {(block.features ?? []).map((feature, index) => (
            <li className="feature" key={feature.id ?? index}>
              <span className="feature__icon">
                <Icon name={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              {feature.text ? <p>{feature.text}</p> : null}
              <CmsLink link={feature.link} locale={context.locale} appearance="text" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
