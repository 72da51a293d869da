import { execFileSync } from 'node:child_process'
import path from 'node:path'

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

/** What a password's length or a known value says against it, in Spanish, or null: no estimate needed. */
export function plainPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`
  if (password.length > MAX_PASSWORD_LENGTH) return `no puede pasar de ${MAX_PASSWORD_LENGTH} caracteres`
  if (password === DEMO_ADMIN_PASSWORD) return 'es la de la demostración, que cualquiera conoce'
  return null
}

/**
 * Why a password is not good enough, in Spanish (to follow «La contraseña …»), or null. Besides
 * the length, zxcvbn (a well-kept estimator, with common passwords and Spanish words) must rate it
 * at least "safely unguessable" (3 of 4); the account's own address and name count against it.
 * zxcvbn runs in a process of its own (scripts/password-score.mjs): its dictionaries would stay in
 * the site's memory for good (~20 MB) for a check made a few times in a site's life (~0.1 s each).
 */
export function passwordProblem(password: string, related: string[] = []): string | null {
  const plain = plainPasswordProblem(password)
  if (plain) return plain
  const words = [
    ...SITE_WORDS,
    ...related.flatMap((r) => r.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3),
  ]
  return estimatedScore(password, words) >= 3
    ? null
    : 'es demasiado fácil de adivinar (es común o sigue un patrón): usa una frase de varias palabras o un gestor de contraseñas'
}

function estimatedScore(password: string, words: string[]): number {
  const script = path.join(process.cwd(), 'scripts', 'password-score.mjs')
  let output: string
  try {
    output = execFileSync(process.execPath, [script], {
      input: JSON.stringify({ password, words }),
      encoding: 'utf8',
      timeout: 20_000,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message
    throw new Error(`No se pudo valorar la contraseña (${script}): ${detail}`)
  }
  const score = (JSON.parse(output) as { score?: unknown }).score
  if (typeof score !== 'number') throw new Error(`No se pudo valorar la contraseña: ${script} respondió «${output}».`)
  return score
}
