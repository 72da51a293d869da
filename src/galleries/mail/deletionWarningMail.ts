import { mailDay } from './galleryMailDates'

/** To the studio, days before a caducada gallery's originals are deleted for good. */
export function deletionWarningMail(facts: {
  title: string
  clientName: string
  photos: number
  deleteOn: Date
  adminLink: string
}): { subject: string; text: string } {
  return {
    subject: `Las fotos de «${facts.title}» se borrarán el ${mailDay.format(facts.deleteOn)}`,
    text: [
      `La galería «${facts.title}» de ${facts.clientName} ha caducado y sus ${facts.photos} fotos originales se borrarán del servidor el ${mailDay.format(facts.deleteOn)}.`,
      '',
      'Si necesitas conservarlas, descárgalas antes o amplía la fecha de caducidad de la galería:',
      facts.adminLink,
      '',
      'Si no haces nada, se borrarán ese día, como indica la política de conservación del estudio.',
    ].join('\n'),
  }
}
