/** What decides whether a form control can take the focus when the form moves. */
export interface FieldLike {
  type: string
  disabled: boolean
  /** It has a box: not display:none, itself or an ancestor. */
  rendered: boolean
  /** visibility: hidden. */
  invisible: boolean
}

/** The first visible, enabled field gets the focus (comment-reply.js skips the same ones). */
export function isFocusableField(field: FieldLike): boolean {
  return field.type !== 'hidden' && field.type !== 'fieldset' && !field.disabled && field.rendered && !field.invisible
}
