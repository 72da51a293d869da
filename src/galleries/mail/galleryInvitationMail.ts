import { escapeHtml } from '@/lib/html/escapeHtml'

import { mailDay } from './galleryMailDates'

/** The content id the cover is attached under, shown inside the mail's HTML. */
export const COVER_CID = 'portada@galeria'

export interface InvitationFacts {
  studioName: string
  clientName: string
  title: string
  link: string
  pin: string | null
  expiresAt: Date
  /** How many photos the session includes, when it sets a limit. */
  selectionLimit: number | null
  hasCover: boolean
}

/**
 * «Enviar al cliente»: the link (and the PIN, if any) from the studio, in Spanish, with the cover
 * above. The plain text says everything the HTML says: many clients read mail on a watch or with
 * images off, and a mail with a text part is less likely to land in spam.
 */
export function galleryInvitationMail(facts: InvitationFacts): { subject: string; text: string; html: string } {
  const first = facts.clientName.trim().split(/\s+/)[0] || facts.clientName
  const until = mailDay.format(facts.expiresAt)
  const choose = facts.selectionLimit
    ? `Marca con el corazón tus favoritas (tu sesión incluye ${facts.selectionLimit}) y pulsa «Enviar selección» cuando lo tengas claro.`
    : 'Marca con el corazón tus favoritas y pulsa «Enviar selección» cuando lo tengas claro.'
  const lines = [
    `Hola, ${first}:`,
    '',
    `Ya puedes ver las fotos de «${facts.title}».`,
    choose,
    '',
    `Tu galería: ${facts.link}`,
    ...(facts.pin ? [`PIN de acceso: ${facts.pin}`] : []),
    '',
    `La galería estará disponible hasta el ${until}. No necesitas cuenta ni contraseña: guarda este correo.`,
    '',
    `Un saludo,`,
    facts.studioName,
  ]
  const e = escapeHtml
  const html = [
    '<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5;color:#1d1b19;max-width:560px">',
    facts.hasCover
      ? `<img src="cid:${COVER_CID}" alt="" width="560" style="display:block;width:100%;height:auto;border-radius:4px;margin:0 0 24px">`
      : '',
    `<p>Hola, ${e(first)}:</p>`,
    `<p>Ya puedes ver las fotos de «${e(facts.title)}».<br>${e(choose)}</p>`,
    `<p style="margin:24px 0"><a href="${e(facts.link)}" style="background:#1d1b19;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">Ver mis fotos</a></p>`,
    facts.pin ? `<p>PIN de acceso: <strong style="font-size:20px;letter-spacing:2px">${e(facts.pin)}</strong></p>` : '',
    `<p>Si el botón no funciona, copia esta dirección en el navegador:<br><a href="${e(facts.link)}">${e(facts.link)}</a></p>`,
    `<p>La galería estará disponible hasta el ${e(until)}. No necesitas cuenta ni contraseña: guarda este correo.</p>`,
    `<p>Un saludo,<br>${e(facts.studioName)}</p>`,
    '</div>',
  ].join('\n')
  return { subject: `Tus fotos de «${facts.title}» ya están aquí`, text: lines.join('\n'), html }
}
