import {
  BASE_TYPES,
  FORM_TAG_TYPES,
  UNSUPPORTED_CF7_TYPES,
  hasStarredVariant,
  isFormTagType,
  type FormTagBaseType,
} from './formTagTypes'
import { quoteTag, type TemplateProblem } from './templateProblem'

// Something that looks like a tag: `[word …]` or `[/word]`, without brackets inside.
const CANDIDATE = /\[(\/?)([A-Za-z][\w*.:-]*)((?:[\s\u200b][^[\]]*)?)\]/g
const AS_TEXT = 'se mostrará como texto en el formulario'

const WHY_NO_STAR: Partial<Record<FormTagBaseType, string>> = {
  acceptance: 'una casilla de aceptación ya es obligatoria salvo que lleve la opción optional',
  quiz: 'un cuestionario siempre es obligatorio',
  submit: 'el botón de envío no es un campo',
  hidden: 'un campo oculto no lo rellena el visitante',
  count: 'un contador no es un campo',
  response: 'la zona de respuesta no es un campo',
  step: 'un paso no es un campo',
}

const isBaseType = (type: string): type is FormTagBaseType => (BASE_TYPES as readonly string[]).includes(type)

/**
 * Finds, in a stretch of literal text, the bracketed words CF7 would not read as tags: unknown or
 * unsupported types, starred forms that do not exist, closing tags without an opening one.
 */
export function findUnknownTags(text: string, offset: number): TemplateProblem[] {
  const problems: TemplateProblem[] = []
  for (const match of text.matchAll(CANDIDATE)) {
    const [whole, slash = '', type = ''] = match
    const at = match.index ?? 0
    if (text[at - 1] === '[' && text[at + whole.length] === ']') continue // escaped: meant as text
    const report = (code: TemplateProblem['code'], message: string): void => {
      problems.push({ code, message, tag: whole, index: offset + at })
    }
    const t = quoteTag(whole)
    const base = type.replace(/\*$/, '')
    if (slash !== '') {
      if (base === 'step') {
        report(
          'unmatched-closing',
          `La etiqueta de cierre ${t} sobra y ${AS_TEXT}: un paso no se cierra, dura hasta el siguiente [step] o hasta el final del formulario.`,
        )
      } else if (isBaseType(base)) {
        report('unmatched-closing', `La etiqueta de cierre ${t} no tiene su etiqueta de apertura y ${AS_TEXT}.`)
      }
      continue
    }
    if (isFormTagType(type)) continue
    if (UNSUPPORTED_CF7_TYPES.includes(base)) {
      report(
        'unsupported-type',
        `La etiqueta ${t} es de un tipo de Contact Form 7 («${base}») que Revela todavía no admite; ${AS_TEXT}.`,
      )
    } else if (type.endsWith('*') && isBaseType(base) && !hasStarredVariant(base)) {
      report(
        'no-required-variant',
        `La etiqueta ${t} no existe con asterisco (${WHY_NO_STAR[base] ?? 'no tiene variante obligatoria'}); escríbela sin él, como [${base} …].`,
      )
    } else {
      report(
        'unknown-type',
        `La etiqueta ${t} no es de ningún tipo conocido («${type}»), así que ${AS_TEXT}.${unknownHint(type)}`,
      )
    }
  }
  return problems
}

function unknownHint(type: string): string {
  if (isFormTagType(type.toLowerCase())) return ` Los tipos se escriben en minúsculas: [${type.toLowerCase()} …].`
  const prefix = [...FORM_TAG_TYPES].sort((a, b) => b.length - a.length).find((known) => type.startsWith(known))
  return prefix === undefined ? '' : ` ¿Falta un espacio después de «${prefix}»?`
}
