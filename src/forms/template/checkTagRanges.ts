import { resolveDateOption } from './dateOption'
import type { Report } from './checkTagOptions'
import { OPTION_PATTERNS, getMaxlengthOption, getMinlengthOption, getOption } from './tagOptions'
import type { FormTag } from './types'

/** Checks that a tag's lower limit is not above its upper one (length, number or date). */
export function checkTagRanges(tag: FormTag, t: string, today: string, report: Report): void {
  switch (tag.basetype) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
    case 'textarea': {
      const defaultMax = tag.basetype === 'textarea' ? '2000' : '400'
      const min = getMinlengthOption(tag)
      const max = getMaxlengthOption(tag)
      if (min === undefined || Number(max ?? defaultMax) >= Number(min)) return
      const upper = max === undefined ? `la longitud máxima por defecto (${defaultMax})` : `maxlength: (${max})`
      report(
        'inverted-range',
        `En la etiqueta ${t}, minlength: (${min}) es mayor que ${upper}, así que no se aplicará ningún límite de longitud.`,
      )
      return
    }
    case 'number':
    case 'range': {
      const isRange = tag.basetype === 'range'
      const min = getOption(tag, 'min', OPTION_PATTERNS.signedNum) ?? (isRange ? '0' : undefined)
      const max = getOption(tag, 'max', OPTION_PATTERNS.signedNum) ?? (isRange ? '100' : undefined)
      if (min === undefined || max === undefined || Number(min) <= Number(max)) return
      report(
        'inverted-range',
        `En la etiqueta ${t}, el mínimo (${min}) es mayor que el máximo (${max}): ningún número podrá cumplir los dos límites.`,
      )
      return
    }
    case 'date': {
      const resolve = (name: string): string | undefined => {
        const option = getOption(tag, name)
        return option === undefined ? undefined : resolveDateOption(option, today)
      }
      const min = resolve('min')
      const max = resolve('max')
      if (min === undefined || max === undefined || min <= max) return
      report(
        'inverted-range',
        `En la etiqueta ${t}, la fecha mínima (${min}) es posterior a la máxima (${max}): ninguna fecha podrá cumplir los dos límites.`,
      )
      return
    }
  }
}
