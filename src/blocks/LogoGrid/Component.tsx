import { Media } from '@/components/site/Media'
import type { LogoGridBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function LogoGridBlockComponent({ block }: BlockProps<LogoGridBlock>) {
  return (
    <section className="block block--logos">
      <div className="container">
        {block.heading ? <h2 className="logos__heading">{block.heading}</h2> : null}
        <ul className="logos">
          {(block.logos ?? []).map((logo, index) => {
            const content =
              logo.logo && typeof logo.logo === 'object' ? (
                <Media
                  media={{ ...logo.logo, alt: logo.name }}
                  sizes="138px"
                  className="logos__image"
                />
              ) : (
                <span className="logos__name">{logo.name}</span>
              )
            return (
              <li key={logo.id ?? index}>
                {logo.url ? (
                  <a href={logo.url} rel="noopener noreferrer">
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
