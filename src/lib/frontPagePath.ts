/**
 * The front page's own address (`/inicio/`), as the proxy needs it to answer it with a 301 to /.
 * Doing the redirect in the proxy rather than in the page's render avoids Next answering a
 * regenerated redirect with its Location header twice (vercel/next.js#82117), which clients read as
 * "/, /".
 *
 * The proxy is bundled apart from the app, so it cannot import the site's data/ modules; the server
 * process hands it a reader once at start (instrumentation.ts → provideFrontPagePath), kept on the
 * process's global object, which both bundles share. The reader keeps the address and forgets it
 * when the settings or a page change (globals/SiteSettings/frontPagePath): no request calls the
 * site over HTTP.
 */
type Reader = () => Promise<string | null>

const READER = Symbol.for('revela.frontPagePath')
/** A slow database must not hold every page request: past this, the last known address serves. */
const WAIT_MS = 2000

type Holder = { [READER]?: { read: Reader; last: string | null } }
const holder = globalThis as Holder

export function provideFrontPagePath(read: Reader): void {
  holder[READER] = { read, last: null }
}

export async function frontPagePath(): Promise<string | null> {
  const entry = holder[READER]
  if (!entry) return null
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<string | null>((resolve) => (timer = setTimeout(() => resolve(entry.last), WAIT_MS)))
  try {
    const path = await Promise.race([
      entry.read().catch(() => {
        // A database out of reach is for the page's own render to report; the proxy only
        // needs an answer, and the last address known is the best one.
        return entry.last
      }),
      late,
    ])
    entry.last = path
    return path
  } finally {
    clearTimeout(timer)
  }
}
