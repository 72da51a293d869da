/**
 * The reply heading's text while replying: the link's replyto text, else the heading as it was
 * (WordPress's fallback). The original's trailing whitespace is kept so that the cancel link that
 * follows the text does not run into it.
 */
export function replyTitle(replyTo: string, original: string): string {
  if (!replyTo) return original
  const trailing = /\s*$/.exec(original)?.[0] ?? ''
  return replyTo.trimEnd() + trailing
}
