import { acceptFromFileTypes } from '@/forms/template/fileTypes'
import { OPTION_PATTERNS, getOption, getOptions, getSizeOption } from '@/forms/template/tagOptions'
import type { FormTag } from '@/forms/template/types'

import { ariaAtts, invalidClass, wrapControl } from '../controlAtts'
import { classOption, formControlsClass } from '../controlClass'
import { formatAtts } from '../formatAtts'
import type { RenderState } from '../renderState'

/**
 * `[file]`: a file input whose `accept` lists the `filetypes:` (audio, video and images by
 * default). Its size limit is checked by the schema, not in the markup. The form switches to
 * multipart encoding; a chosen file is never refilled (browsers do not allow it).
 */
export function renderFile(tag: FormTag, state: RenderState): string {
  if (tag.name === '') return ''
  state.usesFiles = true
  const atts = {
    size: getSizeOption(tag, '40'),
    class: classOption(tag, formControlsClass(tag.type) + invalidClass(tag, state)),
    id: state.idOf(tag),
    capture: getOption(tag, 'capture', '(?:user|environment)'),
    tabindex: getOption(tag, 'tabindex', OPTION_PATTERNS.signedInt),
    accept: acceptFromFileTypes(getOptions(tag, 'filetypes')).join(','),
    ...ariaAtts(tag, state),
    type: 'file',
    name: tag.name,
  }
  return wrapControl(tag, `<input ${formatAtts(atts)} />`, state)
}
