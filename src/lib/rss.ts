import { escapeHtml } from './html'
import { plainTitle } from './html/titleHtml'

export type FeedItem = {
  title: string
  link: string
  guid: string
  pubDate: string
  description: string
  categories: string[]
}

/** An RSS 2.0 document, as WordPress's /feed/ serves it. */
export function rss({
  title,
  link,
  description,
  selfUrl,
  items,
}: {
  title: string
  link: string
  description: string
  selfUrl: string
  items: FeedItem[]
}): string {
  const lastBuild = items[0]?.pubDate ?? new Date(0).toUTCString()
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeHtml(title)}</title>
<atom:link href="${escapeHtml(selfUrl)}" rel="self" type="application/rss+xml" />
<link>${escapeHtml(link)}</link>
<description>${escapeHtml(description)}</description>
<lastBuildDate>${lastBuild}</lastBuildDate>
<language>es-ES</language>
${items
  .map(
    (i) => `<item>
<title>${escapeHtml(plainTitle(i.title))}</title>
<link>${escapeHtml(i.link)}</link>
<guid isPermaLink="false">${escapeHtml(i.guid)}</guid>
<pubDate>${i.pubDate}</pubDate>
${i.categories.map((c) => `<category>${escapeHtml(c)}</category>`).join('\n')}
<description>${escapeHtml(i.description)}</description>
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`
}
