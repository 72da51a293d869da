import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

export type WebHandlerServer = { url: string; server: Server; close(): Promise<void> }

/**
 * A plain Node HTTP server on loopback that hands each request, as a Web Request whose body streams,
 * to a route handler's function and streams its Response back: what Next does for a route handler,
 * without a build.
 */
export async function startWebHandlerServer(
  handle: (request: Request) => Promise<Response>,
): Promise<WebHandlerServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const response = await handle(toRequest(req, url))
      res.writeHead(response.status, Object.fromEntries(response.headers))
      if (response.body) Readable.fromWeb(response.body as never).pipe(res)
      else res.end()
    })().catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function toRequest(req: IncomingMessage, base: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  // Node's fetch needs `duplex` for a streamed body; the DOM's RequestInit does not name it.
  const init: RequestInit & { duplex: 'half' } = {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  }
  return new Request(new URL(req.url ?? '/', base), init)
}
