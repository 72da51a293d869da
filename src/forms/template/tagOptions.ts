import type { FormTag } from './types'

/** CF7's preset option-value patterns (WPCF7_FormTag::get_option). */
export const OPTION_PATTERNS = {
  int: '[0-9]+',
  signedInt: '-?[0-9]+',
  num: '(?:[0-9]+|[0-9]*\\.[0-9]+)',
  signedNum: '-?(?:[0-9]+|[0-9]*\\.[0-9]+)',
  id: '[-0-9a-zA-Z_]+',
  class: '[-0-9a-zA-Z_]+',
} as const

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether the tag has `name` as a bare option or as `name:…` (case-insensitive, as in CF7). */
export function hasOption(tag: Pick<FormTag, 'options'>, name: string): boolean {
  const pattern = new RegExp(`^${escape(name)}(:.+)?$`, 'i')
  return tag.options.some((option) => pattern.test(option))
}

/** The values of every `name:value` option whose value matches `pattern` (a regex source). */
export function getOptions(tag: Pick<FormTag, 'options'>, name: string, pattern = '.+'): string[] {
  const regex = new RegExp(`^${escape(name)}:(${pattern})$`, 'i')
  return tag.options.flatMap((option) => regex.exec(option)?.[1] ?? [])
}

/** The first `name:value` whose value matches `pattern`, if any. */
export function getOption(tag: Pick<FormTag, 'options'>, name: string, pattern = '.+'): string | undefined {
  return getOptions(tag, name, pattern)[0]
}

// PHP treats "0" as false, so `maxlength:0` falls through to the shorthand and then the default.
const truthy = (value: string | undefined): value is string => value !== undefined && value !== '' && value !== '0'

/** The first capture of a shorthand option such as `40/100`, skipping empty captures. */
function shorthand(tag: Pick<FormTag, 'options'>, pattern: RegExp, group: number): string | undefined {
  for (const option of tag.options) {
    const captured = pattern.exec(option)?.[group]
    if (captured !== undefined && captured !== '') return captured
  }
  return undefined
}

/** `size:40`, or the `40` of `40/100`. */
export function getSizeOption(tag: Pick<FormTag, 'options'>, fallback?: string): string | undefined {
  const option = getOption(tag, 'size', OPTION_PATTERNS.int)
  return truthy(option) ? option : (shorthand(tag, /^([0-9]*)\/[0-9]*$/, 1) ?? fallback)
}

/** `maxlength:100`, or the `100` of `40/100` or `40x10/100`. */
export function getMaxlengthOption(tag: Pick<FormTag, 'options'>, fallback?: string): string | undefined {
  const option = getOption(tag, 'maxlength', OPTION_PATTERNS.int)
  return truthy(option) ? option : (shorthand(tag, /^(?:[0-9]*x?[0-9]*)?\/([0-9]+)$/, 1) ?? fallback)
}

/** `minlength:10`; there is no shorthand. */
export function getMinlengthOption(tag: Pick<FormTag, 'options'>): string | undefined {
  const option = getOption(tag, 'minlength', OPTION_PATTERNS.int)
  return truthy(option) ? option : undefined
}

/** `cols:40`, or the `40` of `40x10`. */
export function getColsOption(tag: Pick<FormTag, 'options'>, fallback?: string): string | undefined {
  const option = getOption(tag, 'cols', OPTION_PATTERNS.int)
  return truthy(option) ? option : (shorthand(tag, /^([0-9]*)x([0-9]*)(?:\/[0-9]+)?$/, 1) ?? fallback)
}

/** `rows:10`, or the `10` of `40x10`. */
export function getRowsOption(tag: Pick<FormTag, 'options'>, fallback?: string): string | undefined {
  const option = getOption(tag, 'rows', OPTION_PATTERNS.int)
  return truthy(option) ? option : (shorthand(tag, /^([0-9]*)x([0-9]*)(?:\/[0-9]+)?$/, 2) ?? fallback)
}

/** CF7's file-size limit pattern: case-sensitive `limit:`, then bytes with an optional kb/mb. */
export const LIMIT_PATTERN = /^limit:([1-9][0-9]*)([kKmM]?[bB])?$/

/** Default upload limit: 1 MB. */
export const DEFAULT_FILE_LIMIT = 1048576

/** `limit:2mb` in bytes; 1 MB when absent or malformed. */
export function getLimitOption(tag: Pick<FormTag, 'options'>): number {
  for (const option of tag.options) {
    const match = LIMIT_PATTERN.exec(option)
    if (!match) continue
    const unit = (match[2] ?? '').toLowerCase()
    const factor = unit === 'kb' ? 1024 : unit === 'mb' ? 1048576 : 1
    return Number(match[1]) * factor
  }
  return DEFAULT_FILE_LIMIT
}

/** `id:xyz`, unless it starts with `wpcf7` (reserved for CF7's own ids). */
export function getIdOption(tag: Pick<FormTag, 'options'>): string | undefined {
  const id = getOption(tag, 'id', OPTION_PATTERNS.id)
  return id === undefined || id.toLowerCase().startsWith('wpcf7') ? undefined : id
}

/** Every `class:x` value, in order, without duplicates. */
export function getClassOptions(tag: Pick<FormTag, 'options'>): string[] {
  return [...new Set(getOptions(tag, 'class', OPTION_PATTERNS.class))]
}
