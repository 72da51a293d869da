import { ANTISPAM } from '@/lib/constants'

import type { Clock } from './Clock'

/** Feeds a burst of events; `cancel` drops a burst in progress without ending it. */
export interface DebouncedSession<T> {
  push(value: T): void
  cancel(): void
}

/**
 * Groups events into sessions that end after `quietMs` without another one, as Akismet counts
 * mouse moves, touchmoves and scrolls. `onEnd` gets the session's length without the quiet tail
 * (so a single event lasts about 0 ms) and the first and last values pushed.
 */
export function debounceSession<T>(
  clock: Clock,
  onEnd: (elapsedMs: number, first: T, last: T) => void,
  quietMs: number = ANTISPAM.debounceMs,
): DebouncedSession<T> {
  let current: { start: number; first: T; last: T; cancel: () => void } | null = null
  const end = () => {
    const session = current!
    current = null
    onEnd(clock.now() - session.start - quietMs, session.first, session.last)
  }
  return {
    push(value) {
      if (current) {
        current.cancel()
        current.last = value
        current.cancel = clock.schedule(end, quietMs)
      } else {
        current = { start: clock.now(), first: value, last: value, cancel: clock.schedule(end, quietMs) }
      }
    },
    cancel() {
      current?.cancel()
      current = null
    },
  }
}
