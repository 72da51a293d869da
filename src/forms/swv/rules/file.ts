import type { FormValue, Rule, RuleCheck } from '../types'
import { extensionsForMime } from '../lib/mimeExtensions'
import { isFileLike, rawValues } from '../lib/values'
import { violation } from '../lib/violation'

// An `accept` entry like ".pdf" is a literal extension; anything else is read as a MIME type.
const LITERAL_EXTENSION = /^\.[a-z0-9]+$/i

const suffixesOf = (accept: string): string[] =>
  LITERAL_EXTENSION.test(accept) ? [accept.toLowerCase()] : extensionsForMime(accept).map((ext) => `.${ext}`)

const isAcceptable = (rule: Rule, value: FormValue): boolean => {
  if (!isFileLike(value)) return false
  const name = value.name.toLowerCase()
  return (rule.accept ?? []).some((accept) => suffixesOf(String(accept)).some((suffix) => name.endsWith(suffix)))
}

/**
 * Every entry is a file whose name ends in an accepted extension, given directly (".pdf") or through
 * a MIME type ("application/pdf", "image/*"). The file's own `type` is not trusted: CF7 checks names
 * only. A string entry, an empty or missing `accept`, "pdf" without its dot, "*" and ".tar.gz" match
 * nothing. (PHP compares the suffix after the last dot exactly; a name without a dot is invalid.)
 */
export const fileRule: RuleCheck = (rule, formData) =>
  rawValues(formData, rule.field).every((value) => isAcceptable(rule, value)) ? undefined : violation(rule)
