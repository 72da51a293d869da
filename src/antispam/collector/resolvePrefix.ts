import { ANTISPAM } from '@/lib/constants'

/** What the prefix lookup needs from a form; an `HTMLFormElement` is one. */
export interface PrefixSource {
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null
}

/**
 * The prefix of the hidden field names: the `data-prefix` of the form's first Akismet container
 * (contact forms render `_wpcf7_ak_`), else `ak_`. An empty attribute falls back too, since bare
 * names such as `bib` could clash with the form's own fields.
 */
export function resolvePrefix(form: PrefixSource): string {
  return form.querySelector('.akismet-fields-container')?.getAttribute('data-prefix') || ANTISPAM.fieldPrefix
}
