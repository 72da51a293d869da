export type KeyKind = 'modifier' | 'correction' | 'typing'

const MODIFIERS = new Set(['Shift', 'CapsLock'])
const CORRECTIONS = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])

/**
 * Sorts a `KeyboardEvent.key` value: modifiers and corrections are only counted by position,
 * never timed, because their rhythm says little about whether a person is typing.
 */
export function classifyKey(key: string): KeyKind {
  return MODIFIERS.has(key) ? 'modifier' : CORRECTIONS.has(key) ? 'correction' : 'typing'
}
