import { valueText } from '@/forms/inbox/messageEntries'
import type { FormTag } from '@/forms/template/types'

/**
 * What the inbox list shows and searches: the sender's name and address (the form's `your-name` and
 * first e-mail field, or the first text field), and every field as «Label: value» lines, with the
 * labels the form shows (`labels`, from fieldLabels) or, without them, the field names.
 */
export function submissionSummary(
  tags: readonly FormTag[],
  values: ReadonlyMap<string, string[]>,
  labels: ReadonlyMap<string, string> = new Map(),
) {
  const first = (predicate: (t: FormTag) => boolean) => {
    const tag = tags.find((t) => t.name !== '' && predicate(t) && (values.get(t.name) ?? []).some((v) => v.trim()))
    return tag ? (values.get(tag.name) ?? []).join(', ').trim() : ''
  }
  const name =
    first((t) => t.name === 'your-name') ||
    first((t) => t.basetype === 'text' && /name|nombre/i.test(t.name)) ||
    first((t) => t.basetype === 'text')
  const email = first((t) => t.basetype === 'email')
  const text = [...values]
    .filter(([, list]) => list.some((v) => v.trim()))
    .map(
      ([field, list]) =>
        `${labels.get(field) ?? field}: ${valueText(tags.find((t) => t.name === field)?.basetype, list)}`,
    )
    .join('\n')
  return { name, email, text }
}
