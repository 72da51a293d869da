/** Escapes text for XML character data and attribute values. */
export const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

export type FeedItem = { title: string; link: string; guid: string; pubDate: string; description: string; categories: string[] }

/** An RSS 2.0 document, as WordPress's /feed/ serves it. */
export function rss({ title, link, description, selfUrl, items }: { title: string; link: string; description: string; selfUrl: string; items: FeedItem[] }): string {
  const lastBuild = items[0]?.pubDate ?? new Date(0).toUTCString()
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlEscape(title)}</title>
<atom:link href="${xmlEscape(selfUrl)}" rel="self" type="application/rss+xml" />
<link>${xmlEscape(link)}</link>
<description>${xmlEscape(description)}</description>
<lastBuildDate>${lastBuild}</lastBuildDate>
<language>es-ES</language>
${items
  .map(
    (i) => `<item>
<title>${xmlEscape(i.title)}</title>
<link>${xmlEscape(i.link)}</link>
<guid isPermaLink="false">${xmlEscape(i.guid)}</guid>
<pubDate>${i.pubDate}</pubDate>
${i.categories.map((c) => `<category>${xmlEscape(c)}</category>`).join('\n')}
<description>${xmlEscape(i.description)}</description>
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`
}
