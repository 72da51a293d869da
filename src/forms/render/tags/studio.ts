import { isStudioTagKind, STUDIO_TAG_LABELS, studioKindsOf } from '@/forms/template/studioTagKinds'
import type { FormTag } from '@/forms/template/types'

import { escHtml } from '@/lib/html'
import type { RenderState } from '../renderState'

/**
 * `[studio email]`: the studio's detail as plain text of the form, an e-mail or phone as its link;
 * nothing when the settings leave it empty. Without the studio's details (a preview that could not
 * read them) it shows which detail goes there.
 */
export function renderStudio(tag: FormTag, state: RenderState): string {
  const kind = studioKindsOf(tag.options).find(isStudioTagKind)
  if (!kind) return ''
  const facts = state.ctx.studio
  if (!facts) return `«${escHtml(STUDIO_TAG_LABELS[kind])}»`
  const lines = facts[kind] ?? []
  const [first] = lines
  if (lines.length === 1 && first?.href) return `<a href="${escHtml(first.href)}">${escHtml(first.text)}</a>`
  return escHtml(lines.map((line) => line.text).join('; '))
}
