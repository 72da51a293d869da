import { missingSignals } from './missingSignals'
import type { Signals, SpamRule, TimingSample } from './types'

const negative = (samples: TimingSample[]) => samples.some(({ duration, gap = 0 }) => duration < 0 || gap < 0)
const below = (count: number | undefined, samples: unknown[]) => count !== undefined && count < samples.length

/**
 * Whether the signals contradict how the front-end script produces them (reference §6): durations
 * and counts are never negative, a count is the length of the list its samples come from, the form
 * is sent after typing began and after the page loaded, and a keypress always sets `bib`.
 * Only such clear contradictions count; merely unusual behaviour (very fast typing, no mouse) does not.
 */
export function impossibleTimings(signals: Signals): boolean {
  const { inputBegin, submittedAt, loadedAt, keypressCount } = signals
  const counts = [
    keypressCount,
    signals.mouseClickCount,
    signals.mouseMoveCount,
    signals.touchMoveCount,
    signals.scrollCount,
    signals.touchEventCount,
  ]
  const keyIndexes = [...signals.modifierKeys, ...signals.correctionKeys]
  return (
    counts.some((count) => count !== undefined && count < 0) ||
    [signals.keypresses, signals.mouseClicks, signals.mouseMoves, signals.touchEvents].some(negative) ||
    below(keypressCount, signals.keypresses) ||
    below(signals.mouseClickCount, signals.mouseClicks) ||
    below(signals.mouseMoveCount, signals.mouseMoves) ||
    below(signals.touchEventCount, signals.touchEvents) ||
    // Each index is "keypresses so far − 1", so it lies between −1 and the final count − 1.
    keyIndexes.some((index) => index < -1 || (keypressCount !== undefined && index >= keypressCount)) ||
    (keypressCount !== undefined && keypressCount > 0 && inputBegin === undefined) ||
    (inputBegin !== undefined && submittedAt !== undefined && submittedAt < inputBegin) ||
    (loadedAt !== undefined && submittedAt !== undefined && submittedAt < loadedAt)
  )
}

/**
 * The behavioural signals could not have come from a real browser running the script: they
 * contradict themselves, or a post that claims to be a browser's left them out (missingSignals).
 * Both are one reason, so that the stored reasons need no new value in the database.
 */
export const impossibleTimingRule: SpamRule = (input) =>
  (input.signals && impossibleTimings(input.signals)) || missingSignals(input) ? 'impossible-timing' : null
