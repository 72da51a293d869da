/**
 * The front page's own address (`/inicio/`), as the proxy needs it to answer it with a 301 to /.
 * The proxy cannot read the database, so it asks the site once in a while over loopback. Doing the
 * redirect here rather than in the page's render also avoids Next answering a regenerated redirect
 * with its Location header twice (vercel/next.js#82117), which clients read as "/, /".
 */
const TTL_MS = 30_000

let cached: { path: string | null; at: number } | undefined
let pending: Promise<string | null> | undefined

export async function frontPagePath(origin: string, now = Date.now()): Promise<string | null> {
  if (cached && now - cached.at < TTL_MS) return cached.path
  pending ??= fetch(`${origin}/wp-json/revela/v1/front-page`, { signal: AbortSignal.timeout(2000) })
    .then(async (r) => (r.ok ? ((await r.json()) as { path: string | null }).path : (cached?.path ?? null)))
    .catch(() => cached?.path ?? null)
    .then((path) => {
      cached = { path, at: Date.now() }
      pending = undefined
      return path
    })
  return pending
}
