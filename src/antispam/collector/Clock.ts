/** Runs `callback` after `ms` and returns a function that cancels it. */
export type Schedule = (callback: () => void, ms: number) => () => void

/** Time for the recorders, injected so that tests drive it by hand. */
export interface Clock {
  now(): number
  schedule: Schedule
}

/** The browser's own clock. */
export const browserClock = (now: () => number = Date.now): Clock => ({
  now,
  schedule(callback, ms) {
    const id = setTimeout(callback, ms)
    return () => clearTimeout(id)
  },
})
