import type { Resolution } from '@/data/resolve'

import { CaseStudyView } from './CaseStudyView'
import { GlossaryView } from './GlossaryView'
import { JobView } from './JobView'
import { PageView } from './PageView'
import { PostView } from './PostView'

/** Renders whatever document a path resolved to. */
export function DocumentView({ resolution, draft }: { resolution: Resolution; draft: boolean }) {
  const { locale, path } = resolution
  switch (resolution.collection) {
    case 'pages':
      return <PageView resolution={resolution} draft={draft} />
    case 'posts':
      return <PostView doc={resolution.doc} locale={locale} path={path} draft={draft} />
    case 'case-studies':
      return <CaseStudyView doc={resolution.doc} locale={locale} path={path} draft={draft} />
    case 'job-openings':
      return <JobView doc={resolution.doc} locale={locale} path={path} draft={draft} />
    case 'glossary-terms':
      return <GlossaryView doc={resolution.doc} locale={locale} path={path} draft={draft} />
  }
}
