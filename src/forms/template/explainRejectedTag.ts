import { takesName, type FormTagBaseType } from './formTagTypes'
import { NAME_PATTERN, OPTION_CHARS } from './parseAttributes'
import type { TemplateToken } from './scanTemplate'
import { quoteTag, type ProblemCode } from './templateProblem'

type Rejected = Extract<TemplateToken, { kind: 'rejected' }>

const OPTION_TOKEN = new RegExp(`^[${OPTION_CHARS}]*$`)
const AS_TEXT = 'Tal como está, se mostrará como texto en el formulario.'

/** Says, in Spanish, why CF7 would not read a tag, with the likeliest fix. */
export function explainRejectedTag(token: Rejected): { code: ProblemCode; message: string } {
  const t = quoteTag(token.source)
  const basetype = token.type.replace('*', '') as FormTagBaseType
  // Quoted values become a placeholder, so that what is left is options and stray characters.
  const bare = token.attributes.replace(/"[^"]*"|'[^']*'/g, '\u0000')
  const first = bare.split(/[ \u0000]/)[0] ?? ''

  if (token.attributes.includes('[')) {
    return syntax(t, 'parece que le falta el corchete de cierre «]»')
  }
  if (token.reason === 'invalid-name' || (takesName(basetype) && first !== '' && !NAME_PATTERN.test(first))) {
    return {
      code: 'invalid-name',
      message: `La etiqueta ${t} tiene un nombre de campo no válido, «${first}»: debe empezar por una letra y llevar solo letras sin tilde ni eñe, números, guiones, guiones bajos, dos puntos o puntos. ${AS_TEXT}`,
    }
  }
  if (/["']/.test(bare)) return syntax(t, 'tiene unas comillas sin cerrar')
  if (/\u0000 *[^\u0000 ]/.test(bare)) {
    return syntax(t, 'las opciones (como placeholder o class:…) tienen que ir antes de los textos entre comillas')
  }
  const wrong = bare.split(/[ \u0000]+/).find((part) => !OPTION_TOKEN.test(part))
  if (wrong !== undefined && /[0-9],[0-9]/.test(wrong)) {
    return syntax(t, `«${wrong}» lleva una coma decimal; usa un punto, como ${wrong.replace(',', '.')}`)
  }
  if (wrong !== undefined) {
    return syntax(t, `«${wrong}» lleva caracteres que solo pueden ir entre comillas (tildes, eñes, comas, paréntesis…)`)
  }
  return syntax(t, 'revisa las comillas y los espacios')
}

function syntax(t: string, hint: string): { code: ProblemCode; message: string } {
  return { code: 'invalid-syntax', message: `La etiqueta ${t} no se puede leer: ${hint}. ${AS_TEXT}` }
}
