/**
 * A posted id as WordPress's absint() is meant to read it: digits only, else 0 (absent). Unlike
 * PHP, `12abc` and `-3` are not bent into ids: a malformed id is never silently another comment.
 */
export function absint(value: string | undefined): number {
  const text = (value ?? '').trim()
  if (!/^\d{1,15}$/.test(text)) return 0
  return Number(text)
}
