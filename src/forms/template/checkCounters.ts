import { getMaxlengthOption } from './tagOptions'
import { quoteTag, type TemplateProblem } from './templateProblem'
import type { FormTag } from './types'

/**
 * Checks each `[count name]` against the field it counts: CF7 takes the first other tag with the
 * same name, and a counter with none stays at 0; counting down needs that field's maxlength:
 * (CF7 reads the option, not the 400 or 2000 a field has by default), or it starts at 0 too.
 */
export function checkCounters(tags: readonly FormTag[]): TemplateProblem[] {
  const problems: TemplateProblem[] = []
  for (const counter of tags) {
    if (counter.basetype !== 'count' || counter.name === '') continue
    const t = quoteTag(counter.source)
    const report = (code: TemplateProblem['code'], message: string): void => {
      problems.push({ code, message, tag: counter.source, index: counter.index })
    }
    const target = tags.find((tag) => tag.name === counter.name && tag.basetype !== 'count')
    if (target === undefined) {
      report(
        'count-without-field',
        `La etiqueta ${t} cuenta los caracteres del campo «${counter.name}», pero no hay ningún campo con ese nombre; el contador lleva el nombre del campo que cuenta, como [count tu-mensaje].`,
      )
    } else if (
      counter.options.some((option) => option.toLowerCase() === 'down') &&
      getMaxlengthOption(target) === undefined
    ) {
      report(
        'count-down-without-maxlength',
        `La etiqueta ${t} cuenta hacia atrás, pero el campo «${counter.name}» no tiene maxlength:, así que el contador empezará en 0; añade al campo su límite, como maxlength:500.`,
      )
    }
  }
  return problems
}
