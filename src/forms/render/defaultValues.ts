import { getOptions } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import type { RenderContext } from './types'

/**
 * The values a tag's `default:` options give, in order and without repeats (CF7's
 * get_default_option): `default:2_3` picks the tag's 2nd and 3rd values, `default:get` the page's
 * query parameter of the field's name. The sources that need a WordPress user, post or shortcode
 * (`user_*`, `post`, `post_meta`, `shortcode_attr`) have nothing to give here.
 */
export function defaultValues(tag: FormTag, query: RenderContext['query']): string[] {
  const values: string[] = []
  for (const option of getOptions(tag, 'default')) {
    const source = option.toLowerCase().replace(/[^a-z0-9_-]/g, '')
    if (source === 'get') {
      const given = query?.[tag.name]
      const list = typeof given === 'string' ? [given] : (given ?? [])
      values.push(...list.map(sanitizeQueryVar).filter((value) => value !== ''))
    } else if (/^[0-9_]+$/.test(source)) {
      for (const number of source.split('_')) {
        const value = number === '' ? undefined : tag.values[Number(number) - 1]
        if (value !== undefined) values.push(value)
      }
    }
  }
  return [...new Set(values)]
}

/** The first default value, or `fallback`. */
export function defaultValue(tag: FormTag, query: RenderContext['query'], fallback: string): string {
  return defaultValues(tag, query)[0] ?? fallback
}

/**
 * CF7's wpcf7_sanitize_query_var: no tags, no percent-escapes, single spaces, trimmed, so that a
 * link cannot put markup (or a mess) into a field. The value is escaped on output anyway.
 */
function sanitizeQueryVar(text: string): string {
  const stripped = text.includes('<')
    ? text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '').replace(/<[^>]*>?/g, '')
    : text
  return stripped
    .replace(/%[a-f0-9]{2}/gi, '')
    .replace(/ +/g, ' ')
    .replace(/^ +| +$/g, '')
}
