import type { Report } from './checkTagOptions'
import { isStudioTagKind, STUDIO_TAG_KINDS, STUDIO_TAG_LABELS } from './studioTagKinds'
import type { FormTag } from './types'

const LIST = STUDIO_TAG_KINDS.map((kind) => `${kind} (${STUDIO_TAG_LABELS[kind]})`).join(', ')

/** A `[studio …]` tag names exactly one of the studio's details (an unknown word is reported as an unknown option). */
export function checkStudioTag(tag: FormTag, t: string, report: Report): void {
  const kinds = tag.options.filter((option) => isStudioTagKind(option.toLowerCase()))
  if (kinds.length === 0) {
    report(
      'studio-without-detail',
      `La etiqueta ${t} no dice qué dato del estudio escribir; añade uno de estos: ${LIST}. Por ejemplo, [studio email].`,
    )
  } else if (kinds.length > 1) {
    report(
      'studio-several-details',
      `La etiqueta ${t} pide varios datos del estudio a la vez (${kinds.join(', ')}); escribe una etiqueta para cada uno, como [studio ${kinds[0]}] y [studio ${kinds[1]}].`,
    )
  }
}
