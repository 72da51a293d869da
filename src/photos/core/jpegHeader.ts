/** One marker segment of a JPEG's header: its marker byte and where it starts, its payload starts and it ends. */
export type JpegSegment = { marker: number; start: number; dataStart: number; end: number }

/**
 * A JPEG's header: the segments before its image data (EXIF, XMP, ICC, tables) and where the first
 * scan's data starts. `more` when `bytes` ends before the first scan: read further and ask again.
 */
export type JpegHeader =
  | { kind: 'header'; segments: JpegSegment[]; scanStart: number }
  | { kind: 'more' }
  | { kind: 'not-jpeg' }
  | { kind: 'no-image' }

const SOS = 0xda
const EOI = 0xd9
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)

/** Reads the segments of a JPEG up to its first scan, in one pass over the header's bytes. */
export function readJpegHeader(bytes: Uint8Array): JpegHeader {
  if (bytes.length < 2) return { kind: 'more' }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return { kind: 'not-jpeg' }
  const segments: JpegSegment[] = []
  let pos = 2
  for (;;) {
    if (pos + 1 >= bytes.length) return { kind: 'more' }
    if (bytes[pos] !== 0xff) return { kind: 'no-image' }
    // Any number of 0xFF may pad before a marker.
    while (bytes[pos + 1] === 0xff && pos + 2 < bytes.length) pos++
    const marker = bytes[pos + 1]!
    if (marker === EOI) return { kind: 'no-image' }
    if (standalone(marker)) {
      pos += 2
      continue
    }
    if (pos + 4 > bytes.length) return { kind: 'more' }
    const length = (bytes[pos + 2]! << 8) | bytes[pos + 3]!
    if (length < 2) return { kind: 'no-image' }
    const end = pos + 2 + length
    if (end > bytes.length) return { kind: 'more' }
    segments.push({ marker, start: pos, dataStart: pos + 4, end })
    if (marker === SOS) return { kind: 'header', segments, scanStart: end }
    pos = end
  }
}

/**
 * Whether the image data from `scanStart` reaches its end marker (FF D9). Inside a scan a 0xFF byte
 * is always followed by 0x00 or a restart marker, so the first FF D9 is the end: a file cut short
 * (a copy interrupted, a card pulled out) has none. Data after it (a phone's motion clip) is allowed.
 */
export function hasJpegEnd(bytes: Uint8Array, scanStart: number): boolean {
  for (let i = bytes.indexOf(0xff, scanStart); i !== -1 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1)) {
    if (bytes[i + 1] === EOI) return true
  }
  return false
}
