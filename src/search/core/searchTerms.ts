/** How much of a visitor's query is read: the rest is ignored, so no query costs more than this. */
export const SEARCH_LIMITS = { queryChars: 200, terms: 8, termChars: 40 } as const

/** Text as the index holds it and queries are compared: lowercase, without accents (sesión → sesion, niño → nino). */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

/**
 * A word reduced to the beginning its singular and plural share, for a prefix search: «sesiones» →
 * «sesion», «bodas» → «boda», «luces» → «luz». Spanish plurals add -s or -es (and -z becomes -ces);
 * cutting a little too much is harmless, since the word is then matched as a prefix.
 */
export function singularStem(word: string): string {
  if (word.length >= 5 && word.endsWith('ces')) return `${word.slice(0, -3)}z`
  if (word.length >= 5 && word.endsWith('es') && !/[aeiou]/.test(word.charAt(word.length - 3))) return word.slice(0, -2)
  if (word.length >= 4 && word.endsWith('s')) return word.slice(0, -1)
  return word
}

/**
 * The words of a visitor's query, folded and stemmed, at most SEARCH_LIMITS.terms of them, each
 * made only of letters and digits: nothing in them is syntax to SQLite's MATCH or PostgreSQL's
 * to_tsquery. Empty when the query has no word.
 */
export function searchTerms(query: string): string[] {
  const words = foldText(query.slice(0, SEARCH_LIMITS.queryChars)).split(/[^\p{L}\p{N}]+/u)
  const terms: string[] = []
  for (const word of words) {
    if (!word) continue
    const term = singularStem(word.slice(0, SEARCH_LIMITS.termChars))
    if (!terms.includes(term)) terms.push(term)
    if (terms.length === SEARCH_LIMITS.terms) break
  }
  return terms
}

/** The terms as an FTS5 MATCH expression: every word, each as a quoted prefix. */
export const ftsMatch = (terms: string[]): string => terms.map((t) => `"${t}"*`).join(' AND ')

/** The terms as a PostgreSQL to_tsquery expression: every word, each as a prefix. */
export const tsQuery = (terms: string[]): string => terms.map((t) => `${t}:*`).join(' & ')
