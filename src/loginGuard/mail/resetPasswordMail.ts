import { escapeHtml } from '@/lib/html'

/**
 * The password-reset mail, in Spanish: a button-like link, the address spelled out for mail apps
 * that strip links, and what happens if the reader did not ask for it.
 */
export function resetPasswordMail({
  studioName,
  userName,
  url,
  expiresInMinutes,
}: {
  studioName: string
  userName: string
  url: string
  expiresInMinutes: number
}) {
  const studio = escapeHtml(studioName)
  const href = escapeHtml(url)
  return {
    subject: `Elige una contraseña nueva para ${studioName}`,
    html: [
      `<p>Hola${userName ? `, ${escapeHtml(userName)}` : ''}:</p>`,
      `<p>Se ha pedido una contraseña nueva para tu cuenta de la administración de ${studio}.</p>`,
      `<p><a href="${href}">Elegir una contraseña nueva</a></p>`,
      `<p>Si el enlace no se abre, copia esta dirección en el navegador:<br>${href}</p>`,
      `<p>El enlace caduca en ${expiresInMinutes} minutos y solo sirve una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.</p>`,
    ].join('\n'),
  }
}
