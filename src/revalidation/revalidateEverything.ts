import { revalidatePath } from 'next/cache'

import { errorMessage } from '@/lib/errorMessage'

import { SITE_WIDE_TAGS } from './cacheTags'
import { isOutsideNext } from './outsideNext'
import { revalidateTags } from './revalidateTags'

type Context = Record<string, unknown> | undefined

function purge(path: string, type: 'page' | 'layout'): void {
  try {
    revalidatePath(path, type)
  } catch (error) {
    if (!isOutsideNext(error)) console.error(`No se ha podido renovar ${path}: ${errorMessage(error)}`)
  }
}

/**
 * Every render the site keeps, for a change no tag names: the WordPress import or a restore, run
 * outside the web process, changed content under it (POST /wp-json/revela/v1/revalidate). Every
 * route's layout, every site-wide tag (the loops' index, which no path reaches, among them), and
 * the addresses that answered 404 (kept as the catch-all route's own entries, under its route group
 * as Next tags them: `/(site)/[...slug]`).
 */
export function revalidateEverything(context: Context): void {
  if (context?.disableRevalidate) return
  purge('/', 'layout')
  purge('/(site)/[...slug]', 'page')
  revalidateTags(SITE_WIDE_TAGS, context)
}
