/** Where the frame that issues a word lives (the route is under the forms' no-JavaScript handler). */
export const NOJS_CHALLENGE_PATH = '/wpcf7-nojs/challenge'

/**
 * The frame that shows a visitor without JavaScript a new word each time it loads, for the form
 * named `formKey` (letters, digits, - and _: a CF7 unit tag, or the comment form's key).
 */
export const noJsChallengeFrame = (formKey: string) =>
  `<iframe src="${NOJS_CHALLENGE_PATH}?form=${formKey}" title="Palabra que hay que escribir" width="320" height="32"></iframe>`
