import { escapeHtml } from '@/lib/html'
import { plainTitle } from '@/lib/html/titleHtml'

/** One comment in an article's comment feed. */
export interface CommentFeedItem {
  author: string
  /** The item's title; an article's feed has «Por: {author}». */
  title?: string
  /** The comment's absolute address, on its comment page. */
  link: string
  /** WordPress's guid, `{site}/?p={post}#comment-{id}`: stable whatever the permalinks become. */
  guid: string
  /** ISO 8601. */
  date: string
  /** Plain text. */
  text: string
  /** Sanitized HTML. */
  html: string
}

export interface CommentFeed {
  postTitle: string
  /** The channel's title; an article's feed has «Comentarios en: {postTitle}». */
  title?: string
  /** The article's absolute address. */
  link: string
  /** The feed's own absolute address. */
  selfUrl: string
  description: string
  /** Newest first. */
  items: CommentFeedItem[]
  /** When nothing is in the feed yet: the article's last change (ISO 8601). */
  fallbackDate: string
}

// Characters XML 1.0 forbids anywhere, even in CDATA; a comment could carry them.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

const clean = (text: string) => text.replace(NOT_XML, '')
const text = (value: string) => escapeHtml(clean(value))
/** A CDATA section that a `]]>` inside the value cannot close early: it is split across two sections. */
const cdata = (value: string) => `<![CDATA[${clean(value).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`
const rfc822 = (iso: string) => new Date(iso).toUTCString()

/** An article's comments as RSS 2.0, in the shape of WordPress's comment feed (feed-rss2-comments.php), in Spanish. */
export function renderCommentFeed(feed: CommentFeed): string {
  const items = feed.items.map(
    (item) => `<item>
<title>${text(item.title ?? `Por: ${item.author}`)}</title>
<link>${text(item.link)}</link>
<dc:creator>${cdata(item.author)}</dc:creator>
<pubDate>${rfc822(item.date)}</pubDate>
<guid isPermaLink="false">${text(item.guid)}</guid>
<description>${cdata(item.text)}</description>
<content:encoded>${cdata(item.html)}</content:encoded>
</item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/">
<channel>
<title>${text(feed.title ?? `Comentarios en: ${plainTitle(feed.postTitle)}`)}</title>
<atom:link href="${text(feed.selfUrl)}" rel="self" type="application/rss+xml" />
<link>${text(feed.link)}</link>
<description>${text(feed.description)}</description>
<lastBuildDate>${rfc822(feed.items[0]?.date ?? feed.fallbackDate)}</lastBuildDate>
<language>es-ES</language>
<sy:updatePeriod>hourly</sy:updatePeriod>
<sy:updateFrequency>1</sy:updateFrequency>
${items.join('\n')}
</channel>
</rss>
`
}
