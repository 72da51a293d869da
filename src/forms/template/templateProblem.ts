/** What kind of problem the checker found; stable, for code and tests (the message is for people). */
export type ProblemCode =
  | 'invalid-syntax'
  | 'invalid-name'
  | 'missing-name'
  | 'name-looks-like-option'
  | 'unknown-type'
  | 'unsupported-type'
  | 'no-required-variant'
  | 'unmatched-closing'
  | 'duplicate-name'
  | 'duplicate-id'
  | 'invalid-option'
  | 'missing-option-value'
  | 'non-numeric-option'
  | 'invalid-date-option'
  | 'inverted-range'
  | 'invalid-limit'
  | 'unknown-filetype'
  | 'unknown-option'
  | 'default-out-of-range'
  | 'unsupported-data-option'
  | 'no-choices'
  | 'quiz-without-pairs'
  | 'quiz-pair-without-answer'
  | 'acceptance-without-text'
  | 'step-without-title'
  | 'step-inside-element'
  | 'count-without-field'
  | 'count-down-without-maxlength'
  | 'form-in-form'
  | 'studio-without-detail'
  | 'studio-several-details'

/** One problem in a form template, for the admin: a Spanish message, the tag's text and its offset. */
export interface TemplateProblem {
  code: ProblemCode
  message: string
  tag: string
  index: number
}

/** A tag's text fit for a sentence: one line, and shortened when long (multi-line selects…). */
export function quoteTag(source: string): string {
  const line = source.replace(/\s+/g, ' ')
  if (line.length <= 72) return line
  const cut = line.slice(0, 64)
  // Cut between words, so the reader does not see half a value.
  return `${cut.slice(0, cut.lastIndexOf(' ')) || cut} …]`
}
