/**
 * The seed gives no autoplay delay, so these are ours. Five seconds is Elementor's own default
 * ("autoplay speed" 5000 ms); one second is the floor, because a carousel told to change faster than
 * that could not be read (or paused in time) by anyone.
 */
export const AUTOPLAY_DELAY_DEFAULT_S = 5
export const AUTOPLAY_DELAY_MIN_S = 1

/** The editor's delay, in seconds, as the milliseconds the autoplay timer waits between slides. */
export function autoplayDelayMs(seconds: number | null | undefined): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return AUTOPLAY_DELAY_DEFAULT_S * 1000
  return Math.round(Math.max(seconds, AUTOPLAY_DELAY_MIN_S) * 1000)
}
