import { sanitizeFragment } from '@/lib/sanitizeFragment'
import type { HtmlBlock } from '@/payload-types'

/** A stored HTML fragment, sanitised once more as it is drawn (rendered on the server only). */
export function HtmlComponent({ html }: HtmlBlock) {
  const clean = sanitizeFragment(html ?? '')
  return clean ? <div className="block-html" dangerouslySetInnerHTML={{ __html: clean }} /> : null
}
