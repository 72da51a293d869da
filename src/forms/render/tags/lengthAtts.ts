import { getMaxlengthOption, getMinlengthOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

/**
 * maxlength (with the type's default) and minlength, both dropped when the minimum exceeds the
 * maximum, as CF7 does rather than render a field nobody can fill.
 */
export function lengthAtts(tag: FormTag, defaultMax?: string): { maxlength?: string; minlength?: string } {
  const maxlength = getMaxlengthOption(tag, defaultMax)
  const minlength = getMinlengthOption(tag)
  if (maxlength !== undefined && minlength !== undefined && Number(maxlength) < Number(minlength)) return {}
  return { maxlength, minlength }
}
