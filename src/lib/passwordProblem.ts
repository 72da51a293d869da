import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as es from '@zxcvbn-ts/language-es-es'

/** The shortest password Revela takes, for the admin's account and every user's. */
export const MIN_PASSWORD_LENGTH = 12

/**
 * The longest: zxcvbn's work grows with the length (a 60,000-character password of one symbol took
 * 1.8 s and overflowed its stack, a 500 to an anonymous reset). A passphrase fits many times over.
 */
export const MAX_PASSWORD_LENGTH = 256

/** The demo studio's admin password: for a developer's machine, never a public site. */
export const DEMO_ADMIN_PASSWORD = 'revela-demo-2026'

/** Words an attacker of this site tries first, besides the dictionaries' common passwords. */
const SITE_WORDS = [
  'revela',
  'estudio',
  'fotografia',
  'fotografía',
  'fotos',
  'admin',
  'administrador',
  'demo',
  'madrid',
]

let configured = false

/**
 * Why a password is not good enough, in Spanish (to follow «La contraseña …»), or null. Besides
 * the length, zxcvbn (a well-kept estimator, with common passwords and Spanish words) must rate it
 * at least "safely unguessable" (3 of 4); the account's own address and name count against it.
 */
export function passwordProblem(password: string, related: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`
  if (password.length > MAX_PASSWORD_LENGTH) return `no puede pasar de ${MAX_PASSWORD_LENGTH} caracteres`
  if (password === DEMO_ADMIN_PASSWORD) return 'es la de la demostración, que cualquiera conoce'
  if (!configured) {
    zxcvbnOptions.setOptions({
      dictionary: { ...common.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      translations: es.translations,
    })
    configured = true
  }
  const words = [
    ...SITE_WORDS,
    ...related.flatMap((r) => r.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3),
  ]
  const { score } = zxcvbn(password, words)
  return score >= 3
    ? null
    : 'es demasiado fácil de adivinar (es común o sigue un patrón): usa una frase de varias palabras o un gestor de contraseñas'
}
