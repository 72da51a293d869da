import { env } from '@/env'

const TIMEOUT_MS = 10_000

/**
 * The article's page as a visitor gets it (prerendered HTML, from this same server over loopback,
 * as the no-JavaScript contact form does), or null when it cannot be had.
 */
export async function fetchArticleHtml(path: string): Promise<{ status: number; html: string } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${env().port}${path}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) return null
    return { status: response.status, html: await response.text() }
  } catch {
    return null
  }
}
