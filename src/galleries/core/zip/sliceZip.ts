import type { ZipPiece, ZipPlan, ZipSegment } from './zipPlanTypes'

function segmentLength(segment: ZipSegment): number {
  return segment.kind === 'bytes' ? segment.bytes.length : segment.length
}

/** The index of the segment holding byte `at` (binary search: a gallery may have 100,000 segments). */
function segmentAt(segments: ZipSegment[], at: number): number {
  let low = 0
  let high = segments.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (segments[middle]!.offset <= at) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The pieces that make bytes `start`…`endInclusive` of the planned archive, in order: slices of
 * the plan's own bytes, and for files the offsets to read (nothing before `start` is read or built).
 * Lazy, so a whole 100,000-entry archive is walked one piece at a time.
 */
export function* sliceZip(plan: ZipPlan, start: number, endInclusive: number): Generator<ZipPiece> {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(endInclusive))
    throw new RangeError('ZIP range: not integers')
  if (start < 0 || endInclusive < start || endInclusive >= plan.size) throw new RangeError('ZIP range: out of bounds')
  for (let index = segmentAt(plan.segments, start); index < plan.segments.length; index++) {
    const segment = plan.segments[index]!
    if (segment.offset > endInclusive) return
    const from = Math.max(start, segment.offset) - segment.offset
    const to = Math.min(endInclusive, segment.offset + segmentLength(segment) - 1) - segment.offset
    yield segment.kind === 'bytes'
      ? { kind: 'bytes', bytes: segment.bytes.subarray(from, to + 1) }
      : { kind: 'file', entry: segment.entry, start: from, endInclusive: to }
  }
}
