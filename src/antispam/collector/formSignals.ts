import type { Clock } from './Clock'
import { debounceSession } from './debounceSession'
import type { Entry } from './formatEntry'
import { keyTimings } from './keyTimings'
import { pressTimings } from './pressTimings'
import { sampleEntries } from './sampleEntries'

/** The hidden fields, named without their prefix, in the order Akismet sends them. */
export type SignalFields = Record<
  'bib' | 'bfs' | 'bkpc' | 'bkp' | 'bmc' | 'bmcc' | 'bmk' | 'bck' | 'bmmc' | 'btmc' | 'bsc' | 'bte' | 'btec' | 'bmm',
  string
>

/** Everything recorded about one form, fed by the DOM layer and read at submit. */
export interface FormSignals {
  readonly keys: ReturnType<typeof keyTimings>
  readonly clicks: ReturnType<typeof pressTimings>
  readonly touches: ReturnType<typeof pressTimings>
  mouseMove(offsetX: number, offsetY: number): void
  touchMove(): void
  /** The field values at this moment; `scrolls` is counted for the whole page. */
  fields(random: () => number, scrolls: number): SignalFields
}

/** Creates the recorder of one form on the given clock. */
export function formSignals(clock: Clock): FormSignals {
  const keys = keyTimings()
  const clicks = pressTimings()
  const touches = pressTimings()
  const moves: Entry[] = []
  let touchMoves = 0
  // A mouse-move session is kept as its length and the straight distance it covered; hovering
  // in place (no distance) says nothing and is dropped.
  const mouse = debounceSession<readonly [number, number]>(clock, (elapsed, [x0, y0], [x1, y1]) => {
    const distance = Math.hypot(x1 - x0, y1 - y0)
    if (distance > 0) moves.push([elapsed, Math.round(distance)])
  })
  const touch = debounceSession<null>(clock, () => touchMoves++)
  return {
    keys,
    clicks,
    touches,
    mouseMove: (x, y) => mouse.push([x, y]),
    touchMove: () => touch.push(null),
    fields: (random, scrolls) => ({
      bib: keys.firstKeydown === null ? '' : String(keys.firstKeydown),
      bfs: String(clock.now()),
      bkpc: String(keys.keypresses.length),
      bkp: sampleEntries(keys.keypresses, random),
      bmc: sampleEntries(clicks.entries, random),
      bmcc: String(clicks.entries.length),
      bmk: keys.modifiers.join(';'),
      bck: keys.corrections.join(';'),
      bmmc: String(moves.length),
      btmc: String(touchMoves),
      bsc: String(scrolls),
      bte: sampleEntries(touches.entries, random),
      btec: String(touches.entries.length),
      bmm: sampleEntries(moves, random),
    }),
  }
}
