import { IDS } from '@/comments/core/ids'
import { readCommentCookies } from '@/comments/render/readCommentCookies'

const FIELDS = ['author', 'email', 'url'] as const

/**
 * Fills the comment form's empty name, e-mail and web fields from the "save my details" cookies
 * (the page is prerendered, so the server cannot) and ticks the checkbox that set them, as
 * WordPress's own form comes back for a returning visitor.
 */
export function prefillCommentForm(doc: Document): void {
  const saved = readCommentCookies(doc.cookie)
  let filled = false
  for (const name of FIELDS) {
    const field = doc.getElementById(name) as HTMLInputElement | null
    const value = saved[name]
    if (!value || !field || field.form?.id !== IDS.form || field.value) continue
    field.value = value
    filled = true
  }
  const consent = doc.getElementById('wp-comment-cookies-consent') as HTMLInputElement | null
  if (filled && consent) consent.checked = true
}
