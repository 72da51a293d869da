import { formatPhpDate } from './formatPhpDate'
import { escapeHtml } from '@/lib/html'
import { applyPipes } from './pipes'
import type { FormTag, Pipe } from './types'

/** A submitted value: a string, or a list (checkboxes, multiple selects), possibly nested. */
export type MailValue = string | readonly MailValue[]

export interface RenderMailOptions {
  /** The form's tags: their pipes turn submitted values into mail values, and their fields always render. */
  tags?: readonly FormTag[]
  /** HTML mail: values are escaped. */
  html?: boolean
}

/** The special mail tags of CF7 (reference 4.1); any `_user_…` property is one too. */
const SPECIAL_TAGS = new Set([
  '_remote_ip',
  '_user_agent',
  '_url',
  '_date',
  '_time',
  '_invalid_fields',
  '_contact_form_title',
  '_serial_number',
  '_post_id',
  '_post_name',
  '_post_title',
  '_post_url',
  '_post_author',
  '_post_author_email',
  '_site_title',
  '_site_description',
  '_site_url',
  '_site_domain',
  '_site_admin_email',
])

// `[`, optional blanks, a name, optional quoted values, optional blanks, `]`; an extra pair escapes.
const MAIL_TAG = /(\[?)\[[\t ]*([a-zA-Z_][0-9a-zA-Z:._-]*)((?:[\t ]+"[^"]*"|[\t ]+'[^']*')*)[\t ]*\](\]?)/g

const flatten = (value: MailValue): string[] => (typeof value === 'string' ? [value] : value.flatMap(flatten))

/**
 * Fills a mail template as CF7 does: `[field]` is the submitted value after pipes, lists joined
 * with ", " and trimmed; `[_raw_field]` the value before pipes; `[_format_field "d/m/Y"]` a date
 * field in a PHP date format; special tags (`[_site_title]`, `[_date]`…) come from `special`.
 * A tag that is none of these stays as written; `[[tag]]` gives `[tag]`.
 */
export function renderMailTemplate(
  template: string,
  values: Readonly<Record<string, MailValue | undefined>>,
  special: Readonly<Record<string, string | undefined>> = {},
  options: RenderMailOptions = {},
): string {
  const pipes = new Map<string, Pipe[]>()
  for (const tag of options.tags ?? []) {
    if (tag.name !== '') pipes.set(tag.name, [...(pipes.get(tag.name) ?? []), ...tag.pipes])
  }
  const output = (text: string): string => (options.html ? escapeHtml(text) : text)
  const join = (list: string[]): string => output(list.join(', ').trim())
  // CF7 posts every field of the form, so a form field left empty renders as nothing, not as [tag].
  const submitted = (field: string): string[] | undefined => {
    const value = Object.hasOwn(values, field) ? values[field] : undefined
    if (value !== undefined) return flatten(value)
    return pipes.has(field) ? [] : undefined
  }

  const replace = (name: string, quoted: string): string | undefined => {
    if (name.startsWith('_raw_')) {
      // CF7 reads this one straight from the request, so it is never left as a tag.
      return join(submitted(name.slice(5).replaceAll('.', '_')) ?? [])
    }
    const formatted = /^_format_(.+)$/.exec(name)
    const field = (formatted?.[1] ?? name).replaceAll('.', '_')
    const list = submitted(field)
    if (list !== undefined) {
      const piped = list.map((value) => applyPipes(pipes.get(field) ?? [], value))
      const format = /"([^"]*)"|'([^']*)'/.exec(quoted)
      const dateFormat = format?.[1] ?? format?.[2]
      if (formatted === null || dateFormat === undefined) return join(piped)
      return join(
        piped.map((value) => (/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) ? formatPhpDate(value, dateFormat) : value)),
      )
    }
    const given = Object.hasOwn(special, name) ? special[name] : undefined
    if (given !== undefined) return output(given)
    return SPECIAL_TAGS.has(name) || name.startsWith('_user_') ? '' : undefined
  }

  return template.replace(MAIL_TAG, (whole: string, open: string, name: string, quoted: string, close: string) => {
    if (open !== '' && close !== '') return whole.slice(1, -1)
    const replaced = replace(name, quoted)
    // As in the form parser, a lone extra bracket is kept rather than swallowed.
    return replaced === undefined ? whole : open + replaced + close
  })
}
