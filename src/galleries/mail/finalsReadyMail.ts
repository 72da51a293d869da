import { mailDay } from './galleryMailDates'

/** To the client when the studio delivers the edited finals («Entrega»). */
export function finalsReadyMail(facts: {
  studioName: string
  clientName: string
  title: string
  link: string
  count: number
  canDownload: boolean
  expiresAt: Date
}): { subject: string; text: string } {
  const first = facts.clientName.trim().split(/\s+/)[0] || facts.clientName
  return {
    subject: `Tus fotos editadas de «${facts.title}» están listas`,
    text: [
      `Hola, ${first}:`,
      '',
      `Ya tienes en tu galería ${facts.count === 1 ? 'la foto editada' : `las ${facts.count} fotos editadas`} de «${facts.title}».`,
      facts.canDownload
        ? 'Puedes descargarlas una a una o todas juntas con «Descargar todas».'
        : 'Puedes verlas en la galería; el estudio te dirá cómo recibir los archivos.',
      '',
      `Tu galería: ${facts.link}`,
      `Estará disponible hasta el ${mailDay.format(facts.expiresAt)}: descarga antes lo que quieras conservar.`,
      '',
      'Un saludo,',
      facts.studioName,
    ].join('\n'),
  }
}
