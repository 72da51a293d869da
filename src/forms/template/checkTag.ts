import { checkTagOptions, type Report } from './checkTagOptions'
import { checkTagRanges } from './checkTagRanges'
import { checkStudioTag } from './checkStudioTag'
import { takesName } from './formTagTypes'
import { FLAG_OPTIONS, optionsOf } from './knownOptions'
import { toPipe } from './pipes'
import { hasOption } from './tagOptions'
import { quoteTag } from './templateProblem'
import type { FormTag } from './types'

/** Everything that can be wrong with one tag on its own (duplicates across tags are checked apart). */
export function checkTag(tag: FormTag, today: string, report: Report): void {
  const t = quoteTag(tag.source)
  if (takesName(tag.basetype)) checkName(tag, t, report)
  checkTagOptions(tag, t, report)
  checkTagRanges(tag, t, today, report)
  checkValues(tag, t, report)
}

function checkName(tag: FormTag, t: string, report: Report): void {
  const example = `[${tag.type} tu-campo]`
  if (tag.name === '') {
    report(
      'missing-name',
      `A la etiqueta ${t} le falta el nombre del campo; escríbelo justo después del tipo, como ${example}.`,
    )
    return
  }
  // `[text placeholder "Tu nombre"]` names the field "placeholder": valid for CF7, surely a mistake.
  const [prefix = ''] = tag.rawName.toLowerCase().split(':')
  const looksLikeOption =
    FLAG_OPTIONS.has(prefix) || (tag.rawName.includes(':') && optionsOf(tag.basetype).includes(prefix))
  if (looksLikeOption) {
    report(
      'name-looks-like-option',
      `En la etiqueta ${t}, «${tag.rawName}» se toma como nombre del campo, pero parece una opción; el nombre va justo después del tipo, como [${tag.type} tu-campo ${tag.rawName}].`,
    )
  }
}

function checkValues(tag: FormTag, t: string, report: Report): void {
  switch (tag.basetype) {
    case 'select':
    case 'checkbox':
    case 'radio':
      if (tag.values.length === 0 && !hasOption(tag, 'data')) {
        report(
          'no-choices',
          `La etiqueta ${t} no tiene ninguna opción para elegir; añade las opciones entre comillas, como "Sí" "No".`,
        )
      }
      return
    case 'quiz':
      if (tag.rawValues.length === 0) {
        report(
          'quiz-without-pairs',
          `La etiqueta ${t} no tiene ninguna pregunta con su respuesta; añade pares "pregunta|respuesta", como [quiz ${tag.name || 'control'} "¿Cuánto es 2+3?|5"].`,
        )
      }
      for (const raw of tag.rawValues) {
        const pipe = toPipe(raw)
        if (!raw.includes('|') || pipe.before === '' || pipe.after === '') {
          report(
            'quiz-pair-without-answer',
            `En la etiqueta ${t}, "${raw}" no es un par pregunta-respuesta completo; escribe la pregunta y la respuesta separadas por una barra vertical, como "¿Cuánto es 2+3?|5".`,
          )
        }
      }
      return
    case 'acceptance':
      if (tag.content === '' && (tag.values[0] ?? '') === '') {
        report(
          'acceptance-without-text',
          `La etiqueta ${t} no tiene texto que aceptar; escríbelo entre la etiqueta y su cierre, como [acceptance ${tag.name || 'privacidad'}] Acepto la política de privacidad. [/acceptance].`,
        )
      }
      return
    case 'step':
      if ((tag.values[0] ?? '') === '') {
        report(
          'step-without-title',
          `La etiqueta ${t} no tiene título, así que el paso se llamará «Paso» y su número; escríbelo entre comillas, como [step "Tus datos"].`,
        )
      }
      return
    case 'studio':
      checkStudioTag(tag, t, report)
      return
    case 'contact-form-7':
      report(
        'form-in-form',
        `La etiqueta ${t} mete un formulario dentro de otro, lo que no es posible: en su lugar se mostrará un aviso de error. Quítala de la plantilla y, si quieres los dos formularios, ponlos uno detrás de otro en la página.`,
      )
      return
  }
}
