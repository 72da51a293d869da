import { isCalendarDate, resolveDateOption } from './dateOption'
import { isKnownFileType, splitFileTypes } from './fileTypes'
import { FLAG_OPTIONS, isKnownOption, optionName, suggestOption } from './knownOptions'
import { isStudioTagKind } from './studioTagKinds'
import { OPTION_PATTERNS, LIMIT_PATTERN } from './tagOptions'
import type { ProblemCode } from './templateProblem'
import type { FormTag } from './types'

/** Records one problem about the tag being checked. */
export type Report = (code: ProblemCode, message: string) => void

const matches = (pattern: string, value: string): boolean => new RegExp(`^(?:${pattern})$`).test(value)

// Example values for the hints, so the admin sees what to write.
const EXAMPLES: Record<string, string> = {
  size: '40',
  maxlength: '400',
  minlength: '10',
  cols: '40',
  rows: '10',
  tabindex: '1',
  min: '1',
  max: '100',
  step: '1',
  limit: '2mb',
  filetypes: 'jpg|png|pdf',
  class: 'destacado',
  id: 'mi-campo',
  default: '1',
}
const example = (tag: FormTag, name: string): string =>
  `${name}:${tag.basetype === 'date' && (name === 'min' || name === 'max') ? 'today' : (EXAMPLES[name] ?? 'valor')}`

const DEFAULT_SOURCES = /^(get|post|post_meta|shortcode_attr|user_[a-z0-9_]+)$/i
const AKISMET_FIELDS = new Set(['author', 'author_email', 'author_url'])

/** Checks every option of a tag: known for its type, with a value when it needs one, well formed. */
export function checkTagOptions(tag: FormTag, t: string, report: Report): void {
  for (const option of tag.options) {
    const name = optionName(option)
    if (!isKnownOption(tag.basetype, option)) {
      const suggestion = suggestOption(tag.basetype, option)
      const hint = suggestion ? ` ¿Querías escribir «${suggestion}»?` : ''
      report(
        'unknown-option',
        `La etiqueta ${t} tiene una opción que no se reconoce, «${option}», y no tendrá ningún efecto.${hint}`,
      )
      continue
    }
    if (FLAG_OPTIONS.has(name) || !/^[a-z_]+$/.test(name)) continue // switches and size shorthands
    if (tag.basetype === 'studio' && isStudioTagKind(name)) continue // the detail it writes (checkStudioTag)
    const value = option.includes(':') ? option.slice(name.length + 1) : ''
    if (value === '') {
      report(
        'missing-option-value',
        `La etiqueta ${t} tiene la opción ${name}: sin ningún valor; escríbelo pegado a los dos puntos, como ${example(tag, name)}.`,
      )
      continue
    }
    checkValue(tag, name, value, option, t, report)
  }
}

function checkValue(tag: FormTag, name: string, value: string, option: string, t: string, report: Report): void {
  const numeric = (pattern: string, what: string): void => {
    if (matches(pattern, value)) return
    if (/^[-+]?[0-9]*\.?[0-9]+$/.test(value)) {
      report(
        'invalid-option',
        `La etiqueta ${t} tiene un valor no válido en ${name}: «${value}»; debe ser ${what}, como ${example(tag, name)}.`,
      )
    } else {
      report(
        'non-numeric-option',
        `La etiqueta ${t} tiene un valor no numérico en ${name}: «${value}». Escribe ${what}, como ${example(tag, name)}.`,
      )
    }
  }
  const isDate = tag.basetype === 'date'
  switch (name) {
    case 'size':
    case 'maxlength':
    case 'minlength':
    case 'cols':
    case 'rows':
      return numeric(OPTION_PATTERNS.int, 'un número entero sin signo')
    case 'tabindex':
      return numeric(OPTION_PATTERNS.signedInt, 'un número entero')
    case 'step':
      return isDate
        ? numeric(OPTION_PATTERNS.int, 'un número entero de días')
        : numeric(OPTION_PATTERNS.num, 'un número positivo')
    case 'min':
    case 'max':
      if (!isDate) return numeric(OPTION_PATTERNS.signedNum, 'un número (con punto para los decimales)')
      return checkDateOption(name, value, t, report)
    case 'limit':
    case 'filetypes':
      return checkFileOption(name, value, option, t, report)
    case 'id':
      if (!matches(OPTION_PATTERNS.id, value)) {
        report(
          'invalid-option',
          `La etiqueta ${t} tiene un id no válido, «${value}»: usa solo letras sin tilde, números, guiones y guiones bajos.`,
        )
      } else if (value.toLowerCase().startsWith('wpcf7')) {
        report(
          'invalid-option',
          `La etiqueta ${t} tiene el id «${value}», pero los id que empiezan por «wpcf7» están reservados y se ignoran.`,
        )
      }
      return
    case 'class':
      if (!matches(OPTION_PATTERNS.class, value)) {
        report(
          'invalid-option',
          `La etiqueta ${t} tiene una clase no válida, «${value}»: usa solo letras sin tilde, números, guiones y guiones bajos (una opción class: por clase).`,
        )
      }
      return
    case 'autocomplete':
      if (!matches('[-0-9a-zA-Z]+', value)) {
        report(
          'invalid-option',
          `La etiqueta ${t} tiene un valor no válido en autocomplete: «${value}»; usa un valor de autocompletado de HTML, como autocomplete:name o autocomplete:email.`,
        )
      }
      return
    case 'akismet':
      if (!AKISMET_FIELDS.has(value)) {
        report(
          'invalid-option',
          `La etiqueta ${t} tiene un valor no válido en akismet: «${value}»; los posibles son author, author_email y author_url.`,
        )
      }
      return
    case 'capture':
      if (value !== 'user' && value !== 'environment') {
        report(
          'invalid-option',
          `La etiqueta ${t} tiene un valor no válido en capture: «${value}»; los posibles son capture:user (cámara frontal) y capture:environment (cámara trasera).`,
        )
      }
      return
    case 'consent_for':
      if (value !== 'storage') {
        report(
          'invalid-option',
          `La etiqueta ${t} tiene un valor no válido en consent_for: «${value}»; el único posible es consent_for:storage.`,
        )
      }
      return
    case 'data':
      report(
        'unsupported-data-option',
        `La etiqueta ${t} usa data:${value}, una lista externa de opciones que Revela no tiene; escribe las opciones entre comillas.`,
      )
      return
    case 'default':
      return checkDefault(tag, value, t, report)
  }
}

/** A date field's min: or max:, an ISO date or one relative to today, as CF7's date tags take them. */
function checkDateOption(name: string, value: string, t: string, report: Report): void {
  if (resolveDateOption(value, '2000-01-01') !== undefined) return
  const why = /^[0-9]{4,}-[0-9]{2}-[0-9]{2}$/.test(value) && !isCalendarDate(value) ? ' (ese día no existe)' : ''
  report(
    'invalid-date-option',
    `La etiqueta ${t} tiene una fecha no válida en ${name}: «${value}»${why}. Usa el formato AAAA-MM-DD, como ${name}:2025-06-30, o una fecha relativa como ${name}:today o ${name}:today+3months.`,
  )
}

/** A file field's limit: (bytes, kb or mb, read from the whole option) and filetypes: (known types only). */
function checkFileOption(name: 'limit' | 'filetypes', value: string, option: string, t: string, report: Report): void {
  if (name === 'limit') {
    if (!LIMIT_PATTERN.test(option)) {
      report(
        'invalid-limit',
        `La etiqueta ${t} tiene un tamaño no válido en limit: «${value}». Escribe un número de bytes o un tamaño en kb o mb, como limit:500kb o limit:2mb.`,
      )
    }
    return
  }
  for (const entry of splitFileTypes([value])) {
    if (!isKnownFileType(entry)) {
      report(
        'unknown-filetype',
        `La etiqueta ${t} incluye en filetypes: un tipo de archivo desconocido, «${entry}». Usa extensiones separadas por |, como filetypes:jpg|png|pdf, o los tipos image/*, audio/* y video/*.`,
      )
    }
  }
}

function checkDefault(tag: FormTag, value: string, t: string, report: Report): void {
  if (/^[0-9_]+$/.test(value)) {
    if (tag.basetype !== 'select' && tag.basetype !== 'checkbox' && tag.basetype !== 'radio') return
    // The first value is 1, include_blank or not: CF7 5.7 stopped counting the blank option as 0.
    for (const index of value
      .split('_')
      .filter((part) => part !== '')
      .map(Number)) {
      if (index < 1 || index > tag.values.length) {
        const count = tag.values.length === 1 ? 'solo hay 1 opción' : `solo hay ${tag.values.length} opciones`
        report(
          'default-out-of-range',
          `En la etiqueta ${t}, default:${value} pide marcar la opción ${index}, pero ${count}.`,
        )
      }
    }
    return
  }
  if (DEFAULT_SOURCES.test(value) || (tag.basetype === 'acceptance' && value.toLowerCase() === 'on')) return
  report(
    'invalid-option',
    `La etiqueta ${t} tiene un valor no válido en default: «${value}». Usa el número de una opción (default:1, default:1_3) o una fuente como default:get, default:post o default:user_email.`,
  )
}
