/** A date WordPress wrote (`2024-03-05 10:20:00`, GMT) as ISO; null for its empty `0000-…`. */
export function gmtDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim())
  if (!m || m[1] === '0000') return null
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`
  return Number.isNaN(Date.parse(iso)) ? null : iso
}
