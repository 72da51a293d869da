import { expect } from 'vitest'

/**
 * The second review's requests that ended in a 500 (finding 7) and the shapes around them: wrong
 * types for Payload's query operators, operators a field has no use for, paths into blocks, ids
 * and pages out of range, the method override with a body that is not JSON, Payload's e-mail
 * verification. Each must be a 4xx that says why in Spanish, by anonymous visitors and editors
 * alike (the editor's `api` signs its requests).
 */
export const API_QUERY_ATTACKS: [method: string, path: string, status: number, says: RegExp][] = [
  ['POST', '/api/users/verify/abc', 404, /no verifica direcciones de correo/],
  ['GET', '/api/posts/1e400', 404, /No encontrado/],
  ['GET', '/api/posts/99999999999', 404, /No encontrado/],
  ['GET', '/api/posts/count?where[id][in]=a', 400, /«a» no es un identificador válido/],
  ['GET', '/api/posts?where[id][near]=1,2', 400, /«id» no admite «near»/],
  ['GET', '/api/posts?where[layout.blockType][equals]=x', 400, /No se puede consultar por «layout.blockType»/],
  ['GET', '/api/pages?where[layout.blockType][equals]=x', 400, /No se puede consultar por «layout.blockType»/],
  ['GET', '/api/pages?where[layout][exists]=true', 400, /No se puede consultar por «layout»/],
  ['GET', '/api/posts?where[createdAt][greater_than]=abc', 400, /«abc» no es una fecha/],
  ['GET', '/api/posts?where[createdAt][equals]=1e400', 400, /no es una fecha/],
  ['GET', '/api/posts?where[author][in]=a,b', 400, /no es un identificador válido/],
  ['GET', '/api/posts?where[categories][all]=x', 400, /no es un identificador válido/],
  ['GET', '/api/posts?where[id][equals]=1.5', 400, /no es un identificador válido/],
  ['GET', '/api/posts?where[id][equals]=99999999999', 400, /no es un identificador válido/],
  ['GET', '/api/posts?where[id][all]=1', 400, /«id» no admite «all»/],
  ['GET', '/api/posts?where[title][within]=1', 400, /«title» no admite «within»/],
  ['GET', '/api/posts?where[slug][equals][]=a', 400, /necesita un solo valor/],
  ['GET', '/api/posts?where[author][equals][relationTo]=x', 400, /necesita un solo valor/],
  ['GET', '/api/posts?where[or]=x', 400, /«or» necesita una lista/],
  ['GET', '/api/posts?where[title][foo]=x', 400, /«title» no admite «foo»/],
  ['GET', '/api/posts?where[nada][equals]=x', 400, /No se puede consultar por «nada»/],
  ['GET', '/api/posts?page=1e400', 400, /página pedida no es válida/],
  ['GET', '/api/posts/versions?where[id][in]=a', 400, /no es un identificador válido/],
  ['GET', '/api/media?where[width][greater_than]=NaN', 400, /«NaN» no es un número/],
  // The fuzzer's: a version of a collection that keeps none, Payload's migrations (which answered 501).
  ['POST', '/api/comments/versions/1', 404, /No encontrado/],
  ['POST', '/api/wordpress-imports/versions/1', 404, /No encontrado/],
  ['POST', '/api/payload-preferences/versions/1', 404, /No encontrado/],
  ['POST', '/api/payload-locked-documents/versions/1', 404, /No encontrado/],
  ['GET', '/api/payload-preferences?where[id][in]=a', 400, /no es un identificador válido/],
  ['GET', '/api/payload-migrations', 404, /no existe en la API/],
  ['DELETE', '/api/payload-migrations/1', 404, /no existe en la API/],
]

/** Performs every attack on a running site; with `api`, as a signed-in editor instead of a visitor. */
export async function expectApiQueryAttacksRefused(
  base: string,
  api?: (path: string, init?: RequestInit) => Promise<Response>,
) {
  const send = (path: string, init: RequestInit) => (api ? api(path, init) : fetch(base + path, init))
  for (const [method, path, status, says] of API_QUERY_ATTACKS) {
    const res = await send(path, { method })
    const body = await res.text()
    expect(res.status, `${method} ${path}: ${body.slice(0, 200)}`).toBe(status)
    expect(body, `${method} ${path}`).toMatch(says)
  }
  // The fuzzer's reset with a 60,000-character password: zxcvbn's stack overflowed after 1.8 s.
  const reset = await send('/api/users/reset-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'x', password: '<'.repeat(60_000) }),
  })
  expect(reset.status).toBe(400)
  expect(await reset.text()).toMatch(/no puede pasar de 256 caracteres/)
  // The override with a body that is not JSON, and with JSON that is not an object.
  for (const body of ['{bad', '"x"', 'null']) {
    const res = await send('/api/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-http-method-override': 'GET' },
      body,
    })
    expect(res.status, body).toBe(400)
    expect(await res.text()).toMatch(/no es JSON válido/)
  }
}
