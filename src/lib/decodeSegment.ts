/**
 * A route parameter as the visitor wrote it, decoded once. Next hands catch-all segments over still
 * escaped (`ni%C3%B1os`) except where the escape is itself an escaped `%` (`%25`), which arrives as a
 * bare `%`; that cannot be decoded again and is already what was meant.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // A bare `%` (from an escaped `%25`) cannot be decoded again: the segment is already what the visitor meant.
    return segment
  }
}
