import { classifyKey } from './classifyKey'
import type { Entry } from './formatEntry'

/** Keystroke rhythm in one form: timings and positions only, never which keys were typed. */
export interface KeyTimings {
  /** Time of the first keydown, or null before any. */
  readonly firstKeydown: number | null
  /** Per typed key: how long it was held, then the gap since the previous key was released. */
  readonly keypresses: readonly Entry[]
  /** Index of the keypress before each Shift or CapsLock. */
  readonly modifiers: readonly number[]
  /** Index of the keypress before each correction key (Backspace, arrows…). */
  readonly corrections: readonly number[]
  keydown(time: number, key: string, code: string, repeat: boolean): void
  keyup(time: number, key: string, code: string): void
  /** Forgets the last release, so a pause spent clicking or changing field is not taken for a gap. */
  resetChain(): void
}

/** Creates the keystroke recorder of one form. */
export function keyTimings(): KeyTimings {
  const keypresses: Entry[] = []
  const modifiers: number[] = []
  const corrections: number[] = []
  // Keys held down, by `code` rather than `key`: Shift changes `key` between press and release.
  // The map lives only until the release, and nothing about the key leaves this module.
  const held = new Map<string, { at: number; gap: number | null }>()
  let lastKeyup: number | null = null
  let firstKeydown: number | null = null
  return {
    get firstKeydown() {
      return firstKeydown
    },
    keypresses,
    modifiers,
    corrections,
    keydown(time, key, code, repeat) {
      firstKeydown ??= time
      // A held key repeats its keydown; only the first one is a keystroke.
      if (repeat) return
      const kind = classifyKey(key)
      if (kind === 'modifier') modifiers.push(keypresses.length - 1)
      else if (kind === 'correction') corrections.push(keypresses.length - 1)
      else held.set(code || key, { at: time, gap: lastKeyup === null ? null : time - lastKeyup })
    },
    keyup(time, key, code) {
      const down = held.get(code || key)
      if (!down) return
      held.delete(code || key)
      keypresses.push(down.gap === null ? [time - down.at] : [time - down.at, down.gap])
      lastKeyup = time
    },
    resetChain() {
      lastKeyup = null
    },
  }
}
