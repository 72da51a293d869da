/** The parts of a click that say whether the visitor wants the page to handle it. */
export interface ClickLike {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** A main-button click without modifiers: a Ctrl-click on "Responder" opens its link in a new tab. */
export function isPlainClick(click: ClickLike): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !click.ctrlKey &&
    !click.metaKey &&
    !click.shiftKey &&
    !click.altKey
  )
}
