// busboy (the multipart reader of Payload, of Next's server actions and of src/forms) ends a body
// cut inside a file by destroying that file's stream with «Unexpected end of file». A reader that
// stopped listening to the file — Payload's, once an earlier part broke a limit, resumes later files
// without an error listener — then has that error escape as an uncaught exception, which Next logs
// for every such request. The answer is already decided by then (400 or 413): the file stream's
// error is given a listener here, once, before anything reads a body. busboy is kept outside the
// bundle (next.config.ts) so that this is the copy every reader uses.
import { createRequire } from 'node:module'

const Multipart = createRequire(import.meta.url)('busboy/lib/types/multipart.js')
const destroy = Multipart.prototype._destroy
Multipart.prototype._destroy = function guardedDestroy(err, cb) {
  const file = this._fileStream
  if (file && file.listenerCount('error') === 0) file.on('error', () => {})
  return destroy.call(this, err, cb)
}
