/**
 * To the studio when a client sends their selection: who, which gallery, how many (and how many
 * beyond the session's), how many notes, and the gallery's page in the admin, where the Lightroom
 * and Capture One lists are.
 */
export function selectionReceivedMail(facts: {
  clientName: string
  title: string
  chosen: number
  extra: number
  notes: number
  adminLink: string
}): { subject: string; text: string } {
  const photos = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`)
  return {
    subject: `${facts.clientName} ha enviado su selección de «${facts.title}» (${photos(facts.chosen)})`,
    text: [
      `${facts.clientName} ha enviado su selección de la galería «${facts.title}»: ${photos(facts.chosen)}.`,
      ...(facts.extra > 0 ? [`Son ${photos(facts.extra)} más de las que incluye la sesión.`] : []),
      ...(facts.notes > 0
        ? [`Ha dejado ${facts.notes === 1 ? 'una nota' : `${facts.notes} notas`} en las fotos.`]
        : []),
      '',
      `La selección, sus notas y la lista para Lightroom o Capture One: ${facts.adminLink}`,
    ].join('\n'),
  }
}
