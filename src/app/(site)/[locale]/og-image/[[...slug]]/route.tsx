import { ImageResponse } from 'next/og'

import { tryResolvePath } from '@/data/resolve'
import { getSiteSettings } from '@/data/siteSettings'
import { localeFromParam } from '@/routing/localeParam'

export const dynamic = 'force-static'
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

const sectionLabel = {
  pages: '',
  posts: 'Blog',
  'case-studies': 'Case study',
  'job-openings': 'Careers',
  'glossary-terms': 'Glossary',
} as const
const sectionLabelDe = {
  pages: '',
  posts: 'Blog',
  'case-studies': 'Erfolgsgeschichte',
  'job-openings': 'Karriere',
  'glossary-terms': 'Glossar',
} as const

/** Open Graph image (1200×630) of a page without its own social image; no remote fonts or images. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; slug?: string[] }> },
) {
  const { locale: raw, slug = [] } = await params
  const locale = localeFromParam(raw)
  if (!locale) return new Response('Not found', { status: 404 })
  const [resolution, settings] = await Promise.all([
    tryResolvePath(slug, locale, false),
    getSiteSettings(locale),
  ])
  if (!resolution) return new Response('Not found', { status: 404 })
  const brand = settings?.brandName ?? 'Unbound'
  const title =
    resolution.collection === 'glossary-terms' ? resolution.doc.term : resolution.doc.title
  const section = (locale === 'en' ? sectionLabel : sectionLabelDe)[resolution.collection]
  const tagline = settings?.tagline ?? ''

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #17134a 0%, #2c23a6 60%, #4b3df0 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 18,
            background: '#ffffff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <div
            style={{
              width: 34,
              height: 34,
              borderRadius: 17,
              border: '7px solid #2c23a6',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <div style={{ width: 10, height: 10, borderRadius: 5, background: '#ffb547' }} />
          </div>
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{brand}</div>
        {section ? (
          <div style={{ fontSize: 30, opacity: 0.75, marginLeft: 12 }}>· {section}</div>
        ) : null}
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 60 ? 60 : 76,
          fontWeight: 700,
          lineHeight: 1.1,
          maxWidth: 1000,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 28, opacity: 0.8 }}>{tagline}</div>
    </div>,
    { width: 1200, height: 630 },
  )
}
