// The build's own files (/_next/static/…) for browsers that accept brotli: served from memory, as
// compressed once at build time (scripts/precompress.mjs), without asking Next. Anything else
// (another encoding, a range, a file without a brotli copy) goes to Next as before. The headers are
// next.config's rules for the address as Next applies them (from the build's routes-manifest.json,
// so there is one place for them), and what Next sends with these files.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import Negotiator from 'negotiator'

import { PRECOMPRESSED_TYPES } from './precompress.mjs'

const PREFIX = '/_next/static/'

/** A request handler for `buildDir`'s brotli copies: answers and returns true, or returns false. */
export function precompressedStatic(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'routes-manifest.json'), 'utf8'))
  const rules = manifest.headers.map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }))
  const files = new Map()
  const staticDir = path.join(buildDir, 'static')
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.endsWith('.br')) {
        const original = full.slice(0, -'.br'.length)
        const address = PREFIX + path.relative(staticDir, original).split(path.sep).join('/')
        const body = readFileSync(full)
        const headers = {}
        // Next sets each matching rule's headers in order, a later one replacing an earlier one's.
        for (const rule of rules) if (rule.regex.test(address)) for (const h of rule.headers) headers[h.key] = h.value
        Object.assign(headers, {
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Type': PRECOMPRESSED_TYPES[path.extname(original)],
          'Content-Encoding': 'br',
          'Content-Length': String(body.length),
          Vary: 'Accept-Encoding',
          ETag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        })
        files.set(address, { body, headers })
      }
    }
  }
  walk(staticDir)

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    const query = url.indexOf('?')
    const file = files.get(query === -1 ? url : url.slice(0, query))
    if (!file || req.headers.range || new Negotiator(req).encodings(['br']).length === 0) return false
    if (req.headers['if-none-match'] === file.headers.ETag) {
      const { 'Content-Length': _length, 'Content-Encoding': _encoding, ...headers } = file.headers
      res.writeHead(304, headers)
      res.end()
      return true
    }
    res.writeHead(200, file.headers)
    res.end(req.method === 'HEAD' ? undefined : file.body)
    return true
  }
}
