/**
 * Contact Form 7's SWV schema, as served by GET contact-forms/{id}/feedback/schema, and the
 * environment-neutral form data the validator reads. Nothing here may depend on the DOM, Node,
 * React, Next or Payload: the same module runs in the browser and on the server.
 */

/** The constant CF7 (6.1.6 and 6.2-dev) puts in `version`. */
export const SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10'

export interface Schema {
  version: string
  /** The form's locale, possibly "". */
  locale: string
  rules: Rule[]
}

/**
 * One rule. `field` and `error` are optional because composites (all/any) may omit them, and because
 * CF7 tolerates a rule without `error` (it is then never reported). Numeric properties are typed
 * loosely: CF7 emits `threshold` as an integer for length/item rules and as a string elsewhere, and
 * every rule reads them through JS parseInt/parseFloat anyway.
 */
export interface Rule {
  rule: string
  field?: string
  error?: string
  threshold?: string | number
  accept?: (string | number)[]
  base?: string | number
  interval?: number | string
  /** Sub-rules of the composites `all` and `any`. */
  rules?: Rule[]
}

/** What a browser `File` looks like to the validator; `File` satisfies it structurally. */
export interface FileLike {
  readonly name: string
  readonly size: number
  readonly type: string
}

export type FormValue = string | FileLike

/**
 * The posted form. Browser and server `FormData` satisfy it structurally. Enumeration (not just
 * `getAll`) is needed because keys such as `name[3]` or `name[sub]` only reveal their field by name.
 */
export interface FormDataLike {
  entries(): Iterable<[string, FormValue]>
}

/** What a rule reads: every leaf posted under a field's base name (`name`, `name[]`, `name[x]`…). */
export interface FieldValues {
  getAll(field: string): FormValue[]
}

/** A failed rule: where to report it and what to say. Undefined parts mean "not reportable". */
export interface Violation {
  field: string | undefined
  error: string | undefined
}

/** Lets composites run their sub-rules without importing the registry (which imports them). */
export interface RuleContext {
  lookup(ruleName: string): RuleCheck | undefined
}

/** The one convention for every rule: `undefined` when valid, a Violation when not. */
export type RuleCheck = (rule: Rule, formData: FieldValues, context: RuleContext) => Violation | undefined

export interface FieldError {
  error: string
}

export interface ValidateOptions {
  /** Report errors for these fields only (on-change validation); all fields when absent. */
  targetFields?: readonly string[]
}
