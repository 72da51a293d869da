import { GALLERY_LIMITS } from './galleryLimits'

const { min, max } = GALLERY_LIMITS.pinDigits

/**
 * What is wrong with a gallery's PIN, in Spanish, or undefined when it will do: digits only, between
 * GALLERY_LIMITS.pinDigits long (a client types it on a phone's number pad). Empty means no PIN.
 */
export function pinProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return `El PIN solo puede llevar cifras (de ${min} a ${max}).`
  if (value.length < min || value.length > max) return `El PIN debe tener entre ${min} y ${max} cifras.`
  return undefined
}
