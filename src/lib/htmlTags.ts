/**
 * Each tag of a text (from `<` to the next `>`) replaced by what `fn` makes of it, in one pass.
 * The regex `/<[^>]*>/g` does the same but is quadratic on text with many `<` and no `>` (60,000
 * of them took seconds): this scanner is linear whatever a visitor sends. A `<` with no `>` after
 * it is text, as the regex leaves it.
 */
export function mapTags(text: string, fn: (tag: string) => string): string {
  let out = ''
  let from = 0
  for (;;) {
    const open = text.indexOf('<', from)
    const close = open < 0 ? -1 : text.indexOf('>', open + 1)
    if (close < 0) return out + text.slice(from)
    out += text.slice(from, open) + fn(text.slice(open, close + 1))
    from = close + 1
  }
}

/** The text without its tags (see mapTags). */
export const stripTags = (text: string): string => mapTags(text, () => '')

/**
 * Every run of white space that holds a line break replaced by `by`; other runs kept. What
 * `/\s*\n\s*\/g` does, without its quadratic time on long runs of spaces.
 */
export const replaceLineBreaks = (text: string, by: string): string =>
  text.replace(/\s+/g, (run) => (run.includes('\n') ? by : run))
