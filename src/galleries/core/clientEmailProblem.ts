import { isEmail } from '@/lib/isEmail'

/** What is wrong with the client's e-mail, in Spanish, or undefined: the address the gallery's link is sent to. */
export function clientEmailProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Escribe el correo electrónico del cliente.'
  if (!isEmail(value)) return 'El correo electrónico del cliente no es válido (p. ej. nombre@ejemplo.es).'
  return undefined
}
