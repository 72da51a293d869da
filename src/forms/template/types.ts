import type { FormTagBaseType } from './formTagTypes'

/** One `"before|after"` value: `before` is shown, submitted and validated; `after` replaces it in mail. */
export interface Pipe {
  before: string
  after: string
}

/**
 * A parsed form tag, mirroring CF7's WPCF7_FormTag (camelCase instead of snake_case) plus where the
 * tag sits in the template, so that problems and rendering can point back at it.
 */
export interface FormTag {
  /** As written, with the `*` when present: `text*`. */
  type: string
  /** `type` without the `*`. */
  basetype: FormTagBaseType
  /** CF7's is_required(): the type ends in `*`. A radio group is validated as required regardless. */
  required: boolean
  /** The name as written (may contain `.`); `''` when the tag has none. */
  rawName: string
  /** The field name: `rawName` with `.` replaced by `_`, as CF7 posts and validates it. */
  name: string
  /** Every bare word after the name, in order: `id:x`, `placeholder`, `40/100`, … */
  options: string[]
  /** Quoted values with the quotes removed, pipes untouched. */
  rawValues: string[]
  /** The before-pipe part of each value, trimmed: what is shown, submitted and validated. */
  values: string[]
  /** What is displayed for each value; in CF7 the same as `values`. */
  labels: string[]
  /** One entry per raw value; `before === after` when the value has no pipe. */
  pipes: Pipe[]
  /** The text between `[type …]` and `[/type]`, trimmed; `''` for a tag written without it. */
  content: string
  /** The tag's own text in the template, from `[` to the last `]`. */
  source: string
  /** Offset of `source` in the template. */
  index: number
}

/** A template split into literal text and tags, in order. */
export interface ParsedTemplate {
  tags: FormTag[]
  parts: (string | FormTag)[]
}
