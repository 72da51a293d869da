/**
 * What the admin says beside a field the owner must correct: what is wrong and how to put it right,
 * in the studio's words (no column names). One place, so that the rules, their tests and the
 * toast read the same sentences.
 */

type Owner = 'page' | 'post' | 'category' | 'author'

const named = (title: string) => (title.trim() ? ` («${title.trim()}»)` : '')

/** A top-level address that is one of the site's own routes (lib/reservedPaths): what it is, and what to do. */
export function addressReserved(address: string, what: string): string {
  return `La dirección /${address}/ es del propio sitio (${what}). Elige otra dirección.`
}

/** A slug (or a page's path) another document already has. */
export function addressTaken(owner: Owner, address: string, title = ''): string {
  switch (owner) {
    case 'page':
      return `Ya hay una página en /${address}/${named(title)}. Elige otra dirección.`
    case 'post':
      return `Ya hay un artículo en /${address}/${named(title)}. Elige otra dirección.`
    case 'category':
      return `Ya hay una categoría con la dirección «${address}»${named(title)}. Elige otra.`
    case 'author':
      return `Ya hay un autor con la dirección «${address}»${named(title)}. Elige otra.`
  }
}

/** An article's old WordPress address that another article already answers. */
export const legacyPathTaken = (address: string, title = '') =>
  `El artículo${named(title)} ya se sirve en /${address}/. Cada dirección antigua solo puede llevar a un artículo.`

export const OWN_PARENT = 'Una página no puede estar dentro de sí misma. Elige otra página superior o déjalo vacío.'

/** The chosen parent sits under this very page: the two would contain each other. */
export const parentInsideChild = (title: string) =>
  `«${title}» está dentro de esta página, así que no puede ser su página superior. Elige otra o déjalo vacío.`

export const PARENT_MISSING = 'La página superior elegida ya no existe. Elige otra o déjalo vacío.'

/**
 * The Google Tag Manager container id: GTM- and letters or digits. Says which id it looks like when
 * the owner pasted another Google id (the usual mistake: Analytics' G-…, Ads' AW-…, the old UA-…).
 */
export function tagManagerIdProblem(value: unknown): string | null {
  if (value == null || value === '') return null
  const id = String(value).trim()
  if (/^GTM-[A-Z0-9]{4,12}$/.test(id)) return null
  const base = 'Debe tener la forma GTM-XXXXXXX: el ID del contenedor que aparece en Tag Manager (p. ej. GTM-AB12CD3).'
  if (/^gtm-[a-z0-9]{4,12}$/i.test(id)) return `${base} Escríbelo en mayúsculas: ${id.toUpperCase()}.`
  if (/^G-[A-Z0-9]+$/i.test(id))
    return `«${id}» es un ID de Google Analytics, no de Tag Manager. ${base} La etiqueta de Analytics se configura dentro de Tag Manager.`
  if (/^UA-\d+-\d+$/i.test(id))
    return `«${id}» es un ID antiguo de Google Analytics (Universal Analytics), no de Tag Manager. ${base}`
  if (/^AW-\d+$/i.test(id)) return `«${id}» es un ID de Google Ads, no de Tag Manager. ${base}`
  return base
}

/** The analytics region: an ISO 3166-1 alpha-2 country code, as Consent Mode takes it. */
export function regionProblem(value: unknown): string | null {
  if (value == null || value === '') return null
  const code = String(value).trim()
  if (/^[A-Z]{2}$/.test(code)) return null
  if (/^[a-z]{2}$/i.test(code)) return `Escribe el código en mayúsculas: ${code.toUpperCase()}.`
  return 'Escribe el código de país de dos letras (ISO 3166-1), p. ej. ES para España o DE para Alemania.'
}

/**
 * A button's or slide's link: a path of the site, an anchor, a full address (and for buttons an
 * e-mail or a phone). Guesses what was meant when the start is missing, and says it.
 */
export function linkProblem(
  value: unknown,
  { contact = false, required = false }: { contact?: boolean; required?: boolean } = {},
): string | null {
  const kinds = contact
    ? 'una página del sitio (/contacto/), una dirección completa (https://…), un ancla (#precios), un correo (mailto:hola@…) o un teléfono (tel:+34…)'
    : 'una página del sitio (/contacto/), una dirección completa (https://…) o un ancla (#precios)'
  const link = typeof value === 'string' ? value.trim() : ''
  if (!link) return required ? `Escribe adónde lleva: ${kinds}.` : null
  if (new RegExp(`^(/|#|https?://${contact ? '|mailto:|tel:' : ''})`).test(link)) return null
  if (/^www\.|^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(link)) return `Falta https:// delante: escribe https://${link}`
  if (contact && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(link))
    return `Para un correo, escribe mailto: delante: mailto:${link}`
  if (contact && /^\+?[\d\s]{6,}$/.test(link))
    return `Para un teléfono, escribe tel: delante, sin espacios: tel:${link.replace(/\s/g, '')}`
  if (/^[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/i.test(link))
    return `Las páginas del sitio empiezan por /: escribe /${link.replace(/\/$/, '')}/`
  return `No es un enlace válido. Escribe ${kinds}.`
}
