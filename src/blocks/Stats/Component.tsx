import { getTranslations } from 'next-intl/server'

import { SectionIntro } from '@/components/site/SectionIntro'
import type { StatsBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export async function StatsBlockComponent({ block, context }: BlockProps<StatsBlock>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'site' })
  return (
    <section className="block block--stats">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        <dl className="stats">
          {(block.stats ?? []).map((stat, index) => (
            <div className="stat" key={stat.id ?? index}>
              <dt className="stat__label">{stat.label}</dt>
              <dd className="stat__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {block.source ? (
          <p className="fineprint">{t('stats.source', { source: block.source })}</p>
        ) : null}
      </div>
    </section>
  )
}
