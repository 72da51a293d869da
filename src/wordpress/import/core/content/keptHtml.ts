import { escapeHtml } from '@/lib/html'
import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'
import { sanitizeFragment } from '@/lib/sanitizeFragment'

import type { Block, ConvertContext } from './context'

/**
 * Markup kept as it was (an unknown block's or widget's, a table, an HTML block): sanitised, with
 * its links and images on the old site made site-relative. Null when nothing is left.
 */
export function keptHtml(html: string, ctx: ConvertContext): Block | null {
  // sanitize-html writes each attribute value escaped (`&amp;`, `&quot;`, `&lt;`, `&gt;`): the
  // address is read back whole, made site-relative and escaped again by the one escaper.
  const clean = sanitizeFragment(html).replace(
    /\b(href|src)="([^"]*)"/g,
    (_, name: string, url: string) => `${name}="${escapeHtml(ctx.href(decodeHtmlEntities(url)))}"`,
  )
  return clean ? { blockType: 'html', html: clean } : null
}
