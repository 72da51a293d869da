import type { FormTag } from '@/forms/template/types'

import type { RenderState } from '../renderState'

/** `[response]`: the response output, here instead of at the end of the form. */
export function renderResponse(_tag: FormTag, state: RenderState): string {
  return state.responseOutput()
}
