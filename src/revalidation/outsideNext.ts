import { errorMessage } from '@/lib/errorMessage'

/**
 * Whether Next refused because it runs outside a Next server (the seed, migrations, the import's
 * worker, tests): there is no cache to mark or purge there, which is expected and stays quiet.
 * Next says «static generation store missing» when purging and «incrementalCache missing» when
 * caching.
 */
export const isOutsideNext = (error: unknown): boolean => {
  const message = errorMessage(error)
  return message.includes('static generation store missing') || message.includes('incrementalCache missing')
}
