import { getTranslations } from 'next-intl/server'

import { SectionIntro } from '@/components/site/SectionIntro'
import { JobRow } from '@/components/site/Teasers'
import { listDocuments } from '@/data/content'
import type { JobListBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export async function JobListBlockComponent({ block, context }: BlockProps<JobListBlock>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'site' })
  const { docs } = await listDocuments('job-openings', context.locale, { limit: 50 }, context.draft)
  return (
    <section className="block block--jobs">
      <div className="container">
        <SectionIntro heading={block.heading} intro={block.intro} />
        {docs.length ? (
          <ul className="job-list">
            {docs.map((job) => (
              <li key={job.id}>
                <JobRow job={job} locale={context.locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{block.emptyText || t('jobs.none')}</p>
        )}
      </div>
    </section>
  )
}
