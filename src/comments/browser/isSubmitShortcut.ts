/** The parts of a keydown the shortcut depends on. */
export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  repeat?: boolean
  isComposing?: boolean
  /** The focused element's tag name, any case. */
  targetTag: string
}

/**
 * Ctrl+Enter or Cmd+Enter submits the comment form, except on a link (where the combination opens
 * it in a new tab), while an input method is composing, or when the key is held down (the repeats
 * would post the comment twice).
 */
export function isSubmitShortcut(press: KeyPress): boolean {
  return (
    press.key === 'Enter' &&
    (press.ctrlKey || press.metaKey) &&
    !press.repeat &&
    !press.isComposing &&
    press.targetTag.toLowerCase() !== 'a'
  )
}
