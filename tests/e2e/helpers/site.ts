import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

/** Waits until `probe` returns something truthy, or fails after `ms` with `what`. */
export async function waitFor<T>(probe: () => Promise<T> | T, what: string, ms = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export type Mail = {
  from: string
  recipients: string[]
  messageId?: string
  subject?: string
  headers: Record<string, string>
  raw: string
}

/** Every message the test SMTP server has received so far. */
export function receivedMails(mailDir: string): Mail[] {
  return readdirSync(mailDir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')) as Mail)
}

/** The body of a quoted-printable UTF-8 mail as text. */
export const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/**
 * Signs in to Payload's REST API and returns a fetch that carries the token. `headers` go with the
 * sign-in (an X-Forwarded-For, where an earlier suite used up its address's sign-in attempts).
 */
export async function adminApi(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  const token = await adminJwt(base, email, password, headers)
  return (pathname: string, init: RequestInit = {}) =>
    fetch(base + pathname, {
      ...init,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    })
}

/** Signs in to Payload's REST API and returns the session's JWT (the gallery uploader sends it to tus). */
export async function adminJwt(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`No se ha podido iniciar sesión: ${login.status}`)
  return ((await login.json()) as { token: string }).token
}

/** A TCP port on loopback that nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
