import { env } from '@/env'
import { errorMessage } from '@/lib/errorMessage'

const TIMEOUT_MS = 10_000

/**
 * A page of this site as a visitor gets it (its prerendered HTML, with its status), or null when it
 * cannot be had in time. The one place the server asks itself for a page over loopback: the
 * answers for visitors without JavaScript (a form's outcome, a comment's reply view, a posts loop's
 * page) are the prerendered article with one region drawn anew, and the old ?p= links' 404 is the
 * site's own not-found page; Next renders those, a route handler cannot (docs/ARCHITECTURE.md).
 */
export async function fetchOwnPage(path: string): Promise<{ status: number; html: string } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${env().port}${path}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) return null
    return { status: response.status, html: await response.text() }
  } catch (error) {
    console.error(`No se ha podido pedir una página al propio sitio: ${errorMessage(error)}`)
    return null
  }
}
