import { formatBytes } from '@/lib/formatBytes'

import { ownString } from '../ownString'

/** Longer than this, a reference is cut in the report: the owner reads a line, not a megabyte. */
const MAX_REF_CHARS = 200

/**
 * A media reference as the report names it: an image pasted into the text as a `data:` address
 * (megabytes of base64 in real exports) by its type and size, anything else cut to a line.
 */
export function reportRef(ref: string): string {
  const embedded = /^data:([\w.+-]+\/[\w.+-]+)?[^,]{0,100},/i.exec(ref)
  if (embedded) {
    const base64 = /;base64$/i.test(embedded[0].slice(0, -1))
    const bytes = base64 ? Math.floor(((ref.length - embedded[0].length) * 3) / 4) : ref.length - embedded[0].length
    return `imagen incrustada en el texto (${embedded[1] ?? 'sin tipo'}, ${formatBytes(bytes)})`
  }
  return ownString(ref.length > MAX_REF_CHARS ? `${ref.slice(0, MAX_REF_CHARS)}…` : ref)
}
