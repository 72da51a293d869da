/** What a «Datos del estudio» block can show, in the order it shows them, with the editor's label. */
export const STUDIO_DETAIL_KINDS = ['address', 'phone', 'email', 'hours', 'social'] as const
export type StudioDetailKind = (typeof STUDIO_DETAIL_KINDS)[number]

export const STUDIO_DETAIL_LABELS: Readonly<Record<StudioDetailKind, string>> = {
  address: 'Dirección',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  hours: 'Horario',
  social: 'Redes sociales',
}

/** What an editor can insert inside a sentence of rich text (a list of profiles is no inline text). */
export const STUDIO_VALUE_KINDS = ['phone', 'email', 'address', 'hours'] as const satisfies readonly StudioDetailKind[]
export type StudioValueKind = (typeof STUDIO_VALUE_KINDS)[number]
