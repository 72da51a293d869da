import { STATUS_CLASSES } from '@/forms/statusClasses'

const CLASS_TOKENS: ReadonlySet<string> = new Set(STATUS_CLASSES.values())

/**
 * Maps an API status (or an already mapped token) to its class. Anything unknown becomes
 * `custom-{slug}` the way CF7's client slugs it: only the first run of non-alphanumerics turns into
 * a space, then only the first whitespace run into `-` (the server's slug differs; CF7's does too).
 */
export function statusClass(status: string): string {
  const mapped = STATUS_CLASSES.get(status) ?? status
  if (CLASS_TOKENS.has(mapped)) return mapped
  const slug = mapped
    .replace(/[^0-9a-z]+/i, ' ')
    .trim()
    .replace(/\s+/, '-')
  return `custom-${slug}`
}

/** The outcome event a status class raises before `wpcf7submit`, if any (`mailsent`, `invalid`…). */
export function outcomeEvent(status: string): string | undefined {
  if (['invalid', 'unaccepted', 'spam', 'aborted'].includes(status)) return status
  if (status === 'sent' || status === 'failed') return `mail${status}`
  return undefined
}
