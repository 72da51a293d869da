/**
 * «Compartir por WhatsApp»: a wa.me link that opens WhatsApp with the message written and lets the
 * studio pick the chat (no number: the page sends nothing, the editor does). The PIN goes in the
 * same message only when the gallery has one.
 */
export function whatsAppShareLink(facts: { clientName: string; title: string; link: string; pin?: string | null }) {
  const first = facts.clientName.trim().split(/\s+/)[0] ?? ''
  const text = [
    `${first ? `Hola, ${first}` : 'Hola'}: ya puedes ver las fotos de «${facts.title}» aquí: ${facts.link}`,
    ...(facts.pin ? [`PIN de acceso: ${facts.pin}`] : []),
  ].join('\n')
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
