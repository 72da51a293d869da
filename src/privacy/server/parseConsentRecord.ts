import { z } from 'zod'

import { CONSENT_RECORD_LIMIT } from '@/privacy/consentLimits'
import { consentAction } from '@/privacy/consentAction'
import { CONSENT_CATEGORIES, type ConsentCategory } from '@/privacy/consentCategories'

export const CONSENT_ACTIONS = ['accept-all', 'reject-all', 'custom'] as const

/** One choice made in the banner, as it is stored: nothing in it identifies the visitor. */
export type ConsentRecordInput = {
  consentId: string
  action: (typeof CONSENT_ACTIONS)[number]
  categories: ConsentCategory[]
  revision: number
  pageUrl?: string
}

/**
 * A path of this site: one leading slash (two would name another host), printable ASCII only, since
 * browsers send paths percent-encoded; anything else was not written by our banner.
 */
const SITE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/

const schema = z.object({
  // The banner library's UUID; the range also admits the ids other versions of it generate.
  consentId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  action: z.enum(CONSENT_ACTIONS),
  categories: z
    .array(z.enum(CONSENT_CATEGORIES))
    .max(CONSENT_CATEGORIES.length * 2)
    .refine((list) => list.includes('necessary')),
  revision: z.number().int().min(0).max(2_147_483_647),
  pageUrl: z.string().max(CONSENT_RECORD_LIMIT.maxPageUrlLength).regex(SITE_PATH).nullish(),
})

/** What a visitor's developer tools (or a broken banner) read when a field is wrong. */
const MESSAGES: Record<keyof z.infer<typeof schema>, string> = {
  consentId: 'consentId debe tener entre 8 y 64 letras, cifras o guiones.',
  action: `action debe ser ${CONSENT_ACTIONS.join(', ').replace(/, ([^,]*)$/, ' o $1')}.`,
  categories: `categories debe ser una lista de ${CONSENT_CATEGORIES.join(', ')} que incluya necessary.`,
  revision: 'revision debe ser un número entero igual o mayor que 0.',
  pageUrl: `pageUrl debe ser una ruta de este sitio, que empiece por una sola barra, de ${CONSENT_RECORD_LIMIT.maxPageUrlLength} caracteres como mucho.`,
}

/**
 * Validates the JSON body of POST /wp-json/revela/v1/consent. Unknown keys are dropped (the banner
 * may send more than we keep); the categories come back without repeats, in the declared order.
 */
export function parseConsentRecord(
  body: unknown,
): { ok: true; record: ConsentRecordInput } | { ok: false; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: 'El cuerpo de la petición debe ser un objeto JSON.' }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] as keyof typeof MESSAGES | undefined
    if (!field || !(field in MESSAGES)) return { ok: false, message: 'Los parámetros de la petición no son válidos.' }
    // WordPress's own wording for a missing and for a wrong parameter.
    return {
      ok: false,
      message: field in body ? `Parámetro no válido: ${MESSAGES[field]}` : `Falta el parámetro: ${field}.`,
    }
  }
  const { consentId, action, categories, revision, pageUrl } = parsed.data
  const accepted = CONSENT_CATEGORIES.filter((c) => categories.includes(c))
  // The action must say what the categories say: a record contradicting itself would prove nothing.
  if (action !== consentAction(accepted))
    return {
      ok: false,
      message: `Parámetro no válido: action no corresponde a las categorías (sería ${consentAction(accepted)}).`,
    }
  return { ok: true, record: { consentId, action, categories: accepted, revision, ...(pageUrl ? { pageUrl } : {}) } }
}
