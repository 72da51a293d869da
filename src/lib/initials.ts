/**
 * Up to two capital letters that stand for a person: the first letters of the first and last words
 * of the name («María de la Cruz» → «MC»), else the first of the address. Empty when there is neither.
 */
export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
  const chosen =
    words.length > 1 ? [words[0], words[words.length - 1]] : words.length === 1 ? words : email ? [email.trim()] : []
  return chosen
    .map((word) => Array.from((word ?? '').normalize('NFC'))[0] ?? '')
    .join('')
    .toLocaleUpperCase('es-ES')
}
