import { getTranslations } from 'next-intl/server'

import { CmsLink } from '@/components/site/CmsLink'
import { SectionIntro } from '@/components/site/SectionIntro'
import type { PricingTiersBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export async function PricingTiersBlockComponent({
  block,
  context,
}: BlockProps<PricingTiersBlock>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'site' })
  const tiers = block.tiers ?? []
  return (
    <section className="block block--pricing">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} centered />
        <ul className={`grid grid--${Math.min(Math.max(tiers.length, 1), 4)} tiers`}>
          {tiers.map((tier, index) => (
            <li
              className={`tier${tier.highlighted ? ' tier--highlighted' : ''}`}
              key={tier.id ?? index}
            >
              {tier.highlighted ? <p className="tier__badge">{t('pricing.recommended')}</p> : null}
              <h3 className="tier__name">{tier.name}</h3>
              {tier.price ? <p className="tier__price">{tier.price}</p> : null}
              {tier.description ? <p className="tier__description">{tier.description}</p> : null}
              {tier.features?.length ? (
                <ul className="checklist">
                  {tier.features.map((feature, featureIndex) => (
                    <li key={feature.id ?? featureIndex}>{feature.feature}</li>
                  ))}
                </ul>
              ) : null}
              <CmsLink
                link={tier.link}
                locale={context.locale}
                appearance={tier.highlighted ? 'primary' : 'secondary'}
                className="tier__action"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
