import { CmsLink } from '@/components/site/CmsLink'
import type { CallToActionBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function CallToActionBlockComponent({ block, context }: BlockProps<CallToActionBlock>) {
  return (
    <section className="block block--cta">
      <div className="container">
        <div className="cta">
          <div className="cta__text">
            <h2>{block.heading}</h2>
            {block.text ? <p>{block.text}</p> : null}
          </div>
          {block.actions?.length ? (
            <div className="actions">
              {block.actions.map((action, index) => (
                <CmsLink
                  key={action.id ?? index}
                  link={action.link}
                  locale={context.locale}
                  className="btn--on-dark"
                />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
