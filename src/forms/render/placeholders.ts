/**
 * While a template's literal HTML is paragraphed and sanitised, each tag is replaced by an inert
 * token of private-use characters, which neither step alters, and its markup is put back after;
 * so the controls (whose attributes the sanitiser would strip) come out exactly as rendered.
 * Block tokens stand for tags whose markup must not be wrapped in a paragraph (hidden inputs, the
 * response output); inline ones for the rest.
 */
const INLINE = '\uE000'
const BLOCK = '\uE002'
const END = '\uE001'

/** The token of the `index`th tag of a segment. */
export function placeholder(index: number, block: boolean): string {
  return `${block ? BLOCK : INLINE}${index}${END}`
}

/** Any token; group 1 is the tag's index. */
export const PLACEHOLDER = /[\uE000\uE002]([0-9]+)\uE001/g

/** A block token, in the paragraphing step. */
export const BLOCK_PLACEHOLDER = /\uE002[0-9]+\uE001/g

/** The token characters, removed from the editor's own text so that it cannot forge a token. */
export const TOKEN_CHARACTERS = /[\uE000-\uE002]/g
