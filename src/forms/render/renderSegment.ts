import type { FormTagBaseType } from '@/forms/template/formTagTypes'
import type { FormTag } from '@/forms/template/types'

import { autop } from './autop'
import { PLACEHOLDER, TOKEN_CHARACTERS, placeholder } from './placeholders'
import type { RenderState } from './renderState'
import { sanitizeEditorHtml } from './sanitizeEditorHtml'
import { renderTag } from './tags'

// Tags whose markup is a block of its own or invisible: CF7's display-block and display-hidden.
const BLOCK_TYPES = new Set<FormTagBaseType>(['hidden', 'response', 'contact-form-7'])

/**
 * Renders a stretch of template: the literal HTML is paragraphed and sanitised with a placeholder
 * in place of each tag, then each placeholder still standing is replaced by its tag's markup, in
 * document order. A tag the sanitiser threw away (inside a <script>, say) is not rendered at all.
 */
export function renderSegment(parts: readonly (string | FormTag)[], state: RenderState): string {
  const tags: FormTag[] = []
  let text = ''
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part.replace(TOKEN_CHARACTERS, '')
    } else {
      text += placeholder(tags.length, BLOCK_TYPES.has(part.basetype))
      tags.push(part)
    }
  }
  const html = sanitizeEditorHtml(autop(text))
  return html.replace(PLACEHOLDER, (token, index: string) => {
    const tag = tags[Number(index)]
    return tag === undefined ? '' : renderTag(tag, state)
  })
}
