import { OUTBOX } from '@/mail/outboxLimits'

import { MailSendError } from './mailTransport'

/**
 * One line, in Spanish, with the cause of a failed send and what to do about it. It is what the
 * admin shows as the message's last error, so it speaks to the studio rather than to a developer.
 */
export function explainSendError(error: unknown): string {
  const { code, responseCode } = error instanceof MailSendError ? error.details : {}
  const reply = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim()

  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ECONNECTION') {
    return `El servidor de correo no acepta conexiones (${code}): comprueba que está en marcha y que SMTP_URL apunta a él; se reintentará.`
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EDNS') {
    return `No se encuentra el servidor de correo (${code}): corrige el nombre del servidor en SMTP_URL; se reintentará.`
  }
  if (code === 'ETIMEDOUT') {
    return `El servidor de correo no respondió en ${OUTBOX.smtpTimeoutMs / 1000} s: puede estar saturado o bloqueado por un cortafuegos; se reintentará.`
  }
  if (code === 'EAUTH' || code === 'ENOAUTH') {
    return `El servidor de correo rechaza el usuario o la contraseña (${reply}): corrige las credenciales en SMTP_URL; se reintentará.`
  }
  if (code === 'ETLS') {
    return `Falló la conexión cifrada con el servidor de correo (${reply}): usa smtps:// para el puerto 465 o smtp:// para el 587.`
  }
  if (code === 'ENOENT') {
    return `Falta un fichero adjunto (${reply}): el mensaje no puede enviarse tal como está.`
  }
  if (responseCode !== undefined && error instanceof MailSendError && error.permanent) {
    return `El servidor de correo rechazó el mensaje (${reply}): revisa la dirección del destinatario; no se reintentará.`
  }
  if (responseCode !== undefined) {
    return `El servidor de correo pidió esperar (${reply}); se reintentará.`
  }
  if (code === 'EENVELOPE') {
    return `La dirección del remitente o de algún destinatario no es válida (${reply}): corrígela en el formulario.`
  }
  return `No se pudo enviar el mensaje: ${reply}`
}
