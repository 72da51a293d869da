// Turbopack writes the same server chunk several times under different names, one per group of
// routes that needs it (vercel/next.js#94961 explains why it cannot always tell they are the same):
// here the 7.7 MB chunk with Payload and the site's server code exists ten times, once for the API,
// the feeds, the comment form, each Contact Form 7 route… Node compiles and keeps each file it
// loads, and V8 holds a chunk's source as long as its functions live, in two bytes per character
// once a chunk holds one character beyond Latin-1: 165 MB of the serving process's memory were
// copies of sources already loaded.
//
// So a chunk whose content (without its source-map comment, the only line that differs) was loaded
// before is answered with that chunk's exports. Turbopack's runtime installs a chunk's module
// factories only for module ids it has not seen, so an identical chunk added nothing anyway: the
// modules and their state are the same either way; only the duplicate sources are never kept.
import { createHash } from 'node:crypto'
import Module from 'node:module'
import path from 'node:path'

import { distDir, root } from './run.mjs'

const chunks = path.join(root, distDir, 'server', 'chunks') + path.sep
const MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/
/** @type {Map<string, unknown>} */
const loaded = new Map()

// Module.prototype._compile, not Module._extensions['.js']: Next's loader of next.config.ts puts
// back the `.js` handler it found when it was first loaded, which would undo a replacement made here.
const prototype = /** @type {any} */ (Module).prototype
const compile = prototype._compile
prototype._compile = function compileChunkOnce(/** @type {string} */ source, /** @type {string} */ filename, ...rest) {
  // Turbopack's chunk format: an array of module ids and factories, nothing run at load.
  if (typeof source !== 'string' || !filename.startsWith(chunks) || !source.startsWith('module.exports = ['))
    return compile.call(this, source, filename, ...rest)
  const key = createHash('sha256').update(source.replace(MAP_COMMENT, '')).digest('hex')
  if (loaded.has(key)) {
    this.exports = loaded.get(key)
    return
  }
  const result = compile.call(this, source, filename, ...rest)
  loaded.set(key, this.exports)
  return result
}
