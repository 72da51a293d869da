import { signRevalidation } from '@/lib/revalidateSignature'

/**
 * Asks the running site (on this machine, at `port`) to re-render every page, through its signed
 * /wp-json/revela/v1/revalidate route: for writes made outside any page request (an import, a
 * scheduled publication), where Next's revalidatePath cannot be called. Resolves false when the
 * site does not answer.
 */
export function requestRevalidation(port: number, secret: string): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/wp-json/revela/v1/revalidate`, {
    method: 'POST',
    headers: { 'X-Revela-Signature': signRevalidation(secret) },
    signal: AbortSignal.timeout(5000),
  }).then(
    (r) => r.ok,
    () => false,
  )
}
