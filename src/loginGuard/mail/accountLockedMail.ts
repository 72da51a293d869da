import { LOCALE } from '@/lib/constants'

const time = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Madrid',
})

/**
 * The mail to an account's owner when many failed logins lock it: what happened, until when, and
 * that choosing a new password (which also lifts the lock) is the way in meanwhile.
 */
export function accountLockedMail({
  studioName,
  email,
  attempts,
  lockedUntil,
  forgotUrl,
}: {
  studioName: string
  email: string
  attempts: number
  lockedUntil: Date
  forgotUrl: string
}) {
  return {
    subject: `Tu cuenta de ${studioName} está bloqueada por intentos fallidos`,
    text: [
      `Ha habido ${attempts} intentos fallidos de entrar en la administración de ${studioName} con tu dirección (${email}).`,
      `Para protegerla, tu cuenta queda bloqueada hasta el ${time.format(lockedUntil)} (hora de Madrid).`,
      '',
      `Si no has sido tú, alguien está probando contraseñas: tu contraseña no ha cambiado y no hace falta que hagas nada, aunque conviene que sea larga y que no la uses en otro sitio.`,
      `Si has sido tú y no la recuerdas, elige una nueva aquí (también levanta el bloqueo): ${forgotUrl}`,
    ].join('\n'),
  }
}
