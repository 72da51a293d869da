/**
 * What to answer to a Range header (RFC 9110 §14): the whole body (200: no header, another unit,
 * several ranges or a malformed one — a server may ignore those), one range (206), or none that
 * can be served (416, with `Content-Range: bytes *\/size`).
 */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; start: number; endInclusive: number } | { kind: 'unsatisfiable' }

const WHOLE: RangeAnswer = { kind: 'whole' }

/** Digits as a number; more than 15 digits is beyond any archive, so Infinity (still a valid position). */
function digits(text: string): number | null {
  if (text.length === 0) return null
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 48 || code > 57) return null
  }
  return text.length > 15 ? Infinity : Number(text)
}

/**
 * Reads `bytes=a-b`, `bytes=a-` and `bytes=-n` for a body of `size` bytes. Linear in the header's
 * length, with no regular expression (the header is the visitor's); only one range is served, as
 * resuming a download asks for nothing else and multipart answers would cost more than they give.
 */
export function parseRange(header: string | null | undefined, size: number): RangeAnswer {
  if (!header) return WHOLE
  const equals = header.indexOf('=')
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return WHOLE
  const spec = header.slice(equals + 1).trim()
  if (spec.includes(',')) return WHOLE
  const dash = spec.indexOf('-')
  if (dash < 0) return WHOLE
  const first = spec.slice(0, dash).trim()
  const last = spec.slice(dash + 1).trim()
  if (first === '') {
    const suffix = digits(last)
    if (suffix === null) return WHOLE
    if (suffix === 0) return { kind: 'unsatisfiable' }
    // An empty body has no byte to send in a 206; the whole (empty) body answers.
    if (size === 0) return WHOLE
    return { kind: 'partial', start: Math.max(0, size - suffix), endInclusive: size - 1 }
  }
  const start = digits(first)
  const end = last === '' ? Infinity : digits(last)
  if (start === null || end === null || end < start) return WHOLE
  if (start >= size) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, endInclusive: Math.min(end, size - 1) }
}
