import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'

/**
 * A quiz answer as it is compared (CF7's wpcf7_canonicalize with strip_separators): entities
 * decoded, full-width letters, digits and spaces made half-width (NFKC, standing in for PHP's
 * mb_convert_kana), all whitespace removed, lower-cased. So "Ｐａｒís " matches "parís".
 */
export function canonicalQuizAnswer(answer: string): string {
  return decodeHtmlEntities(answer).normalize('NFKC').replace(/\s+/gu, '').toLowerCase()
}
