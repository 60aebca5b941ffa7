/** RSS 2.0 document (pure; unit-tested). */
type FeedItem = {
  title: string
  link: string
  description: string
  pubDate: string
  categories?: string[]
  /** The post's cover (Media RSS), shown by feed readers beside the entry. */
  image?: { url: string; type: string; width: number; height: number }
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function buildFeed({
  title,
  description,
  link,
  self,
  language,
  items,
}: {
  title: string
  description: string
  link: string
  self: string
  language: string
  items: FeedItem[]
}): string {
  const newest = items[0]?.pubDate
  const entries = items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `      <description>${escapeXml(item.description)}</description>`,
        `      <pubDate>${new Date(item.pubDate).toUTCString()}</pubDate>`,
        ...(item.categories ?? []).map(
          (category) => `      <category>${escapeXml(category)}</category>`,
        ),
        ...(item.image
          ? [
              `      <media:content url="${escapeXml(item.image.url)}" medium="image" type="${escapeXml(item.image.type)}" width="${item.image.width}" height="${item.image.height}"/>`,
            ]
          : []),
        '    </item>',
      ].join('\n'),
    )
    .join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${escapeXml(language)}</language>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    entries,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
}
