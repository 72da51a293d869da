import { stripTags } from '@/lib/htmlTags'

import type { SpamRule } from './types'

// HTML tags are stripped from a copy of the text, as WordPress does, so that a blocked word split
// by markup (`vi<b></b>agra`) is still found (in linear time: the text is the visitor's).

/**
 * An entry of the admin's blocklist appears, case-insensitively, anywhere in the author, e-mail,
 * URL, text or IP — WordPress's `disallowed_keys`, where `1.2.3.` blocks a whole range.
 */
export const blocklistRule: SpamRule = ({ blocklist, author, email, url, text, ip }) => {
  const haystacks = [author, email, url, text, stripTags(text), ip]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.toLowerCase())
  const hit = blocklist.some((entry) => {
    const needle = entry.trim().toLowerCase()
    return needle !== '' && haystacks.some((haystack) => haystack.includes(needle))
  })
  return hit ? 'blocklist' : null
}
