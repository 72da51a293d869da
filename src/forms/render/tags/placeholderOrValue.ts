import { hasOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

/**
 * A text-like tag's first value is its initial value, or its placeholder with the `placeholder`
 * (or old `watermark`) option, in which case the field starts empty.
 */
export function placeholderOrValue(tag: FormTag, value: string): { placeholder?: string; value: string } {
  return hasOption(tag, 'placeholder') || hasOption(tag, 'watermark') ? { placeholder: value, value: '' } : { value }
}
