import type { Entry } from './formatEntry'

/** Presses of a mouse button or a finger: how long each lasted, then the gap since the last release. */
export interface PressTimings {
  readonly entries: readonly Entry[]
  down(time: number): void
  up(time: number): void
}

/** Creates a recorder for clicks or touches. A release without a press in the form is ignored. */
export function pressTimings(): PressTimings {
  const entries: Entry[] = []
  let downAt: number | null = null
  let lastUp: number | null = null
  return {
    entries,
    down(time) {
      downAt = time
    },
    up(time) {
      if (downAt === null) return
      entries.push(lastUp === null ? [time - downAt] : [time - downAt, downAt - lastUp])
      downAt = null
      lastUp = time
    },
  }
}
