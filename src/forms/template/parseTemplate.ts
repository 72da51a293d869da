import { scanTemplate } from './scanTemplate'
import type { ParsedTemplate } from './types'

/**
 * Parses a CF7 form template into its tags and the literal text around them, the way CF7 would
 * read it: escaped `[[tags]]` become text, tags with an invalid name or attributes stay as text.
 * Never throws.
 */
export function parseTemplate(template: string): ParsedTemplate {
  const parsed: ParsedTemplate = { tags: [], parts: [] }
  for (const token of scanTemplate(template)) {
    if (token.kind === 'tag') {
      parsed.tags.push(token.tag)
      parsed.parts.push(token.tag)
      continue
    }
    const text = token.kind === 'rejected' ? token.source : token.text
    const previous = parsed.parts.at(-1)
    if (typeof previous === 'string') parsed.parts[parsed.parts.length - 1] = previous + text
    else parsed.parts.push(text)
  }
  return parsed
}
