// The production HTTP server: Next's request handler behind a Node server that stamps each request
// with its socket's address (PEER_ADDRESS_HEADER). `next start` cannot be used for this: it keeps a
// client's own X-Forwarded-For, and route handlers never see the socket, so a visitor could claim
// any address (see src/lib/clientIp.ts and TRUST_PROXY).
import { createServer } from 'node:http'
import path from 'node:path'
import { constants as zlib } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import './busboyEndGuard.mjs'
import './sharedChunks.mjs'

import { answerClientError } from './clientError.mjs'
import { LINGER_MS, lingerUntilBodyEnds } from './lingeringClose.mjs'
import { pageMicroCache } from './pageMicroCache.mjs'
import { keepOneLocation } from './singleLocation.mjs'

import { PEER_ADDRESS_HEADER } from '../src/lib/peerAddress.mjs'
import { requestRefusal } from '../src/lib/requestGuard.mjs'
import { restoreExactLength } from '../src/lib/http/exactLength.mjs'
import { applyBuiltConfig } from './builtConfig.mjs'
import { watchHeap } from './heapWatch.mjs'
import { precompressedStatic } from './precompressedStatic.mjs'
import { distDir, root } from './run.mjs'

const port = Number(process.env.PORT || 3000)
// The interface to listen on: all by default (a container, a first `npm start`); 127.0.0.1 behind
// nginx on the same machine (deploy/README.md), so nothing reaches the app around the proxy.
const host = process.env.HOST || undefined
applyBuiltConfig()
const app = next({ dev: false, dir: root, port })
await app.prepare()
const handle = app.getRequestHandler()
// The build's files, compressed at build time; everything else compressed here as it is sent (Next's
// own compression is off: gzip only). Brotli's quality 5 takes gzip's time for a page (1.6 ms for the
// home's 110 KB) and weighs a quarter less (15.5 KB against 20.4); quality 4 came out heavier than gzip
// on the blog (9.8 KB against 9.6).
// Its window is 256 KB, not 4 MB: a page is smaller, and each response being compressed holds one.
const serveBuildFile = precompressedStatic(path.join(root, distDir))
const compress = compression({
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
})

// Anonymous visitors' pages, as sent, for a second (pageMicroCache.mjs: Next's own answer costs ~2 ms each).
const pages = pageMicroCache()

// What any answer of the site carries, for the few written here before Next sees the request.
const PLAIN_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

const server = createServer((req, res) => {
  // The process is alive and answering (for nginx and orchestrators; /readyz, a route of the site,
  // also checks the database). Answered here, so a busy or broken app cannot hide a live process.
  if (req.url === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
    res.writeHead(200, PLAIN_HEADERS)
    res.end(req.method === 'GET' ? 'ok\n' : undefined)
    return
  }
  const refusal = requestRefusal(req.method ?? '', req.url ?? '/', {
    contentType: req.headers['content-type'],
    nextAction: 'next-action' in req.headers,
    signedIn: /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? ''),
    origin: req.headers.origin,
    contentLength: req.headers['content-length'],
    chunked: /chunked/i.test(req.headers['transfer-encoding'] ?? ''),
    methodOverride: 'x-http-method-override' in req.headers || 'x-payload-http-method-override' in req.headers,
    authorization: 'authorization' in req.headers,
  })
  if (refusal) {
    // The body is read and dropped, and the answer waits for its end (for a moment at most):
    // closing on a client still sending it would reset the connection before it reads the answer.
    let answered = false
    const answer = () => {
      if (answered || res.headersSent || res.destroyed) return
      answered = true
      clearTimeout(timer)
      res.writeHead(refusal.status, { ...PLAIN_HEADERS, ...refusal.headers })
      res.end(refusal.message)
    }
    const timer = setTimeout(answer, LINGER_MS)
    req.once('end', answer)
    req.once('error', () => clearTimeout(timer))
    req.resume()
    if (req.complete) answer()
    return
  }
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
  // A route may answer without reading the body (Payload's GET /api/…, a 401 to an upload).
  lingerUntilBodyEnds(req)
  keepOneLocation(res)
  if (serveBuildFile(req, res)) return
  if (pages.answer(req, res)) return
  pages.keep(req, res)
  restoreExactLength(res)
  compress(req, res, () => void handle(req, res))
})
server.on('clientError', answerClientError)
server.listen(port, host, () => console.log(`• Servidor listo en ${host ? `${host}:` : 'el puerto '}${port}.`))
watchHeap()

// A stop (systemd, docker, Ctrl+C) lets requests under way finish, for at most ten seconds.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
