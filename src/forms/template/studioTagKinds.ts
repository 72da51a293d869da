/**
 * What `[studio …]`, Revela's own form-tag, can write into a form's text: one of the studio's
 * details from Ajustes del sitio → Estudio, read when the form is drawn, so that a change of e-mail
 * or phone there reaches every form without editing them (the legal notice beside a form names the
 * studio and its e-mail). `legal-name` is the «Razón social», or the studio's name when it has none.
 */
export const STUDIO_TAG_KINDS = ['name', 'legal-name', 'email', 'phone', 'address', 'hours'] as const
export type StudioTagKind = (typeof STUDIO_TAG_KINDS)[number]

/** Each kind as the admin reads it, in the checker's messages and in a preview without settings. */
export const STUDIO_TAG_LABELS: Readonly<Record<StudioTagKind, string>> = {
  name: 'nombre del estudio',
  'legal-name': 'razón social',
  email: 'correo electrónico del estudio',
  phone: 'teléfono del estudio',
  address: 'dirección del estudio',
  hours: 'horario del estudio',
}

export const isStudioTagKind = (value: string): value is StudioTagKind =>
  (STUDIO_TAG_KINDS as readonly string[]).includes(value)

/** The kinds a `[studio …]` tag names (normally one). */
export const studioKindsOf = (options: readonly string[]): string[] => options.map((o) => o.toLowerCase())

/** One detail's lines, each with its link when it has one (mailto:, tel:). */
export type StudioLine = { text: string; href?: string }
/** The studio's details as a form draws them; a kind the settings leave empty has no lines. */
export type StudioFacts = Partial<Record<StudioTagKind, readonly StudioLine[]>>
