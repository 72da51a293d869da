import type { MailValue } from '@/forms/template/mailTemplate'
import type { FormTag } from '@/forms/template/types'

const CHOICES = new Set(['select', 'checkbox', 'radio'])
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const flatten = (value: MailValue): string[] => (typeof value === 'string' ? [value] : value.flatMap(flatten))

/** Whether every value is one the studio wrote (a choice's option) or a bare number or date. */
function studioOwned(tag: FormTag, value: MailValue): boolean {
  const list = flatten(value)
  if (CHOICES.has(tag.basetype)) return list.every((v) => v === '' || tag.values.includes(v))
  if (tag.basetype === 'number' || tag.basetype === 'range') return list.every((v) => v === '' || NUMBER.test(v))
  if (tag.basetype === 'date') return list.every((v) => v === '' || DATE.test(v))
  return false
}

/**
 * The submitted values the auto-reply may repeat. It goes to an address the visitor typed, so any
 * text the visitor wrote (name, message, a choice's free text, a file's name) would let a bot mail
 * its own words to anyone from the studio's domain: only the options the studio wrote and bare
 * numbers and dates are kept. A field left out renders as nothing, never as its tag.
 */
export function autoReplyValues(
  values: Readonly<Record<string, MailValue | undefined>>,
  tags: readonly FormTag[],
): Record<string, MailValue> {
  const kept: Record<string, MailValue> = {}
  for (const tag of tags) {
    const value = Object.hasOwn(values, tag.name) ? values[tag.name] : undefined
    if (tag.name !== '' && value !== undefined && studioOwned(tag, value)) kept[tag.name] = value
  }
  return kept
}

/** The special tags the visitor controls (their browser's name, the page address it reported), blanked. */
export const autoReplySpecialTags = (special: Readonly<Record<string, string>>): Record<string, string> => ({
  ...special,
  _user_agent: '',
  _url: '',
})
