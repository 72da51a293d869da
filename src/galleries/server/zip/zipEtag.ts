import { crc32 } from 'node:zlib'

import type { ZipPlan } from '@/galleries/core/zip/zipPlanTypes'

/**
 * A strong ETag for the archive, for `If-Range`: a resumed download must not splice the bytes of
 * an archive that changed since (a photo added or replaced). The plan's last segment — the central
 * directory and end records — holds every entry's name, size, CRC-32 and date, and the archive is a
 * function of those, so its CRC-32 and the size tell two archives apart.
 */
export function zipEtag(plan: ZipPlan): string {
  const tail = plan.segments[plan.segments.length - 1]
  const crc = tail?.kind === 'bytes' ? crc32(tail.bytes) : 0
  return `"zip-${plan.size.toString(36)}-${crc.toString(36)}"`
}
