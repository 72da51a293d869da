import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import {
  BANNER_TEXT_LABELS,
  BANNER_TEXT_MAX_LENGTH,
  bannerButtonsProblem,
  DEFAULT_BANNER_TEXTS,
  type BannerTextKey,
} from '@/privacy/bannerTexts'

const LONG: BannerTextKey[] = [
  'description',
  'preferencesIntro',
  'necessaryDescription',
  'analyticsDescription',
  'marketingDescription',
]

const HELP: Partial<Record<BannerTextKey, string>> = {
  description:
    'Texto sin formato. Detrás se añade siempre «Más información en nuestra política de cookies», con su enlace.',
  rejectAll:
    'Obligatorio por ley: rechazar debe ser tan fácil y tan visible como aceptar; los dos botones se muestran iguales.',
  necessaryDescription:
    'Si una categoría no tiene cookies declaradas, se añade «Ahora mismo no usamos ninguna cookie de este tipo».',
}

/** Accept and reject must not read the same: the visitor has to see that they can say no. */
const distinctButtons: TextFieldSingleValidation = (value, options) => {
  const siblings = options.siblingData as Partial<Record<BannerTextKey, string>>
  const problem = bannerButtonsProblem(String(siblings.acceptAll ?? ''), String(siblings.rejectAll ?? ''))
  return problem ?? text(value, options)
}

function textField(name: BannerTextKey): Field {
  const common = {
    name,
    label: BANNER_TEXT_LABELS[name],
    required: true,
    maxLength: BANNER_TEXT_MAX_LENGTH[name],
    defaultValue: DEFAULT_BANNER_TEXTS[name],
    admin: { description: HELP[name] },
  }
  if (LONG.includes(name)) return { ...common, type: 'textarea' }
  return name === 'rejectAll' ? { ...common, type: 'text', validate: distinctButtons } : { ...common, type: 'text' }
}

/**
 * The cookie banner's words, in Spanish, editable within what the law asks: every text required
 * (a blank button is no choice), short enough to fit, the links to the policies added by the site.
 */
export const cookieBannerField: Field = {
  name: 'cookieBanner',
  label: 'Textos del aviso de cookies',
  type: 'group',
  admin: {
    description:
      'Lo que lee el visitante en el aviso y en su configuración. Los botones de aceptar y de rechazar se muestran siempre con el mismo tamaño y el mismo color.',
  },
  fields: (Object.keys(DEFAULT_BANNER_TEXTS) as BannerTextKey[]).map(textField),
}
