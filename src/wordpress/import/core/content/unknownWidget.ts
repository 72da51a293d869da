import type { Block, ConvertContext } from './context'
import { keptHtml } from './keptHtml'
import { escapeHtml } from '@/lib/html'

type Settings = Record<string, unknown>

/** Settings of a widget that hold no text an editor wrote for visitors (an image's alt is its own). */
const NOT_PROSE = new Set(['alt', 'url', 'id', 'source', 'size', 'unit', 'css_classes', 'custom_css', 'link'])

/**
 * Widgets whose content is drawn from the site when the page is shown (recent posts, archives, a
 * sidebar, a menu): their settings hold only a title and options, so what was kept
 * of them would be a heading over nothing.
 */
const SITE_LISTINGS = new Set([
  'posts',
  'portfolio',
  'archive-posts',
  'loop-grid',
  'loop-carousel',
  'sidebar',
  'nav-menu',
  'sitemap',
  'table-of-contents',
  'post-comments',
  'post-navigation',
  'breadcrumbs',
])

/** A setting that names or labels what a widget shows rather than being what it shows. */
const TITLE_KEY = /(^|_)(title|heading|header|label|placeholder|button_text|more_text)$/

/** Whether a widget of this type lists the site's own content (WordPress's widgets included). */
export const listsSiteContent = (type: string) => type.startsWith('wp-widget-') || SITE_LISTINGS.has(type)

/**
 * The export holds no rendered HTML for a widget, only its settings: of an unknown one the texts
 * an editor typed are kept (each non-empty string setting that reads as prose), so nothing
 * written is lost, and the report names it. A widget that lists the site's content, or of which
 * only a title or labels would be left, shows nothing: no heading over an empty space.
 */
export function unknownWidget(type: string, s: Settings, ctx: ConvertContext): Block[] {
  const name = type || '(sin tipo)'
  if (listsSiteContent(type)) {
    ctx.unknown('widget', name, true)
    return []
  }
  const texts: { key: string; text: string }[] = []
  // Iterative walk of the settings (visitor-controlled JSON): no recursion.
  const todo: [unknown, string][] = [[s, '']]
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    const [v, key] = next
    if (typeof v === 'string') {
      const text = v.trim()
      if (/\s/.test(text) && !/^(#|https?:|\{)/.test(text) && !key.startsWith('_') && !NOT_PROSE.has(key))
        texts.push({ key, text })
    } else if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) todo.push([v[i], key])
    else if (v && typeof v === 'object')
      todo.push(
        ...Object.entries(v)
          .map(([k, x]): [unknown, string] => [x, k])
          .reverse(),
      )
  }
  const kept = texts.every((t) => TITLE_KEY.test(t.key))
    ? null
    : keptHtml(texts.map(({ text }) => (/<[a-z]/i.test(text) ? text : `<p>${escapeHtml(text)}</p>`)).join('\n'), ctx)
  ctx.unknown('widget', name, !kept)
  return kept ? [kept] : []
}
