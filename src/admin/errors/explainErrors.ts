/**
 * Payload's error answers, reworded for the studio (pure: no Payload import). The admin's toast
 * shows `errors[0].message` and marks each `data.errors[].path` on the form with its own message;
 * Payload's message only names the fields («El siguiente campo es inválido: path»), and a server
 * fault comes back in English. The toast parses its text: the part before the first colon is the
 * heading and what follows a list split on commas, so only a list of several fields has a colon.
 */

import { es } from '../translations/es'

export type FieldProblem = { path?: string; label?: unknown; message?: string; [key: string]: unknown }
export type ErrorEntry = {
  name?: string
  message?: string
  data?: { errors?: FieldProblem[]; [key: string]: unknown } | null
  [key: string]: unknown
}
export type ErrorResponse = { errors?: ErrorEntry[]; [key: string]: unknown }

export const SERVER_FAULT =
  'No se ha podido completar porque algo ha fallado en el servidor. Vuelve a intentarlo y, si se repite, avisa a quien mantiene la web.'
export const TAKEN = 'Ya lo tiene otro elemento; elige otro valor.'
/** No colon: the toast would read what follows one as a list of fields. */
export const UNSAFE_TEXT_LINK =
  'Un enlace de este texto lleva una dirección que no se puede usar. Escribe una que empiece por https, mailto o tel, o una del sitio como /contacto/.'
export const PAGE_ADDRESS_TAKEN = 'Ya hay otra página con esta dirección. Cambia la dirección o la página superior.'

const ENGLISH_FAULTS = new Set([
  'An unknown error occurred.',
  'Something went wrong.',
  'There was an error initializing Payload',
  'Internal Server Error',
])
const UNIQUE = new Set<string>([es.error.valueMustBeUnique, 'El valor debe ser único', 'Value must be unique'])
/** Payload's own wording (ours, its Spanish, its English: the request's language may be either), whose list of names we replace. */
const FIELDS_INVALID = new RegExp(
  `^(${[es.error.followingFieldsInvalid_one, es.error.followingFieldsInvalid_other]
    .map((words) => words.replace(/:$/, ''))
    .join(
      '|',
    )}|El siguiente campo es inválido|Los siguientes campos son inválidos|The following field is invalid|The following fields are invalid)`,
)

/** Lexical's refusal of a link whose address failed its field's check (fields/richText/safeLinkFeature), only in English. */
const TEXT_LINK_INVALID = /^(?:auto)?link node failed to validate: .*\burl\b/

/** Payload's refusal of a query path it does not know (QueryError), only ever in English. */
const UNKNOWN_PATHS = /^The following paths? cannot be queried: (.*)$/

const label = (problem: FieldProblem): string =>
  (typeof problem.label === 'string' && problem.label.trim() ? problem.label : String(problem.path ?? '')).replace(
    / > /g,
    ' → ',
  )

/** The database's unique index names a column; say it as the owner would, on the field they type. */
function reworded(problem: FieldProblem, collection: unknown): FieldProblem {
  if (TEXT_LINK_INVALID.test(String(problem.message))) return { ...problem, message: UNSAFE_TEXT_LINK }
  if (!UNIQUE.has(String(problem.message))) return problem
  if (collection === 'pages' && problem.path === 'path')
    return { ...problem, path: 'slug', label: 'Dirección', message: PAGE_ADDRESS_TAKEN }
  return { ...problem, message: TAKEN }
}

/** The toast's text for these field problems: the reason itself for one, the fields' names for several. */
export function toastFor(problems: FieldProblem[]): string {
  if (problems.length === 1) {
    const [only] = problems
    // No colon: the toast would take what follows for a list of fields.
    return `${label(only!)}. ${String(only!.message ?? '').replace(/:\s*/g, ' — ')}`.replace(/^\. /, '')
  }
  return `Revisa los campos marcados: ${problems.map(label).join(', ')}`
}

export function explainErrors(response: ErrorResponse): ErrorResponse {
  if (!Array.isArray(response?.errors)) return response
  return {
    ...response,
    errors: response.errors.map((entry) => {
      if (entry?.message && ENGLISH_FAULTS.has(entry.message)) return { ...entry, message: SERVER_FAULT }
      const unknown = entry?.message ? UNKNOWN_PATHS.exec(entry.message) : null
      if (unknown)
        return {
          ...entry,
          message: `No se puede consultar por ${unknown[1]!
            .split(', ')
            .map((p) => `«${p}»`)
            .join(', ')}.`,
        }
      const problems = entry?.data?.errors
      if (!Array.isArray(problems) || problems.length === 0) return entry
      const fixed = problems.map((p) => reworded(p, entry.data?.collection))
      const ours = entry.message && !FIELDS_INVALID.test(entry.message)
      return { ...entry, message: ours ? entry.message : toastFor(fixed), data: { ...entry.data, errors: fixed } }
    }),
  }
}
