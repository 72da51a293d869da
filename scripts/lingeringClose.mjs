// A lingering close (nginx's name for it): a server that answers before reading the whole request
// body and then closes its socket makes the kernel reset the connection when the rest of the body
// arrives, and the client, still sending, gets the reset instead of the answer. Node does exactly
// that for `Connection: close` when a route answers without reading the body (GET /api/pages with
// a 700 KB body, a 401 to an upload): so after the answer, what the client still sends is read and
// dropped until the body ends or LINGER_MS passes, and only then is the socket closed.

/** How long a client still sending a body is read after the answer before the connection is closed. */
export const LINGER_MS = 2000

/** Called with each request before it is handled: makes its connection linger if it is closed before the body ends. */
export function lingerUntilBodyEnds(req) {
  const socket = req.socket
  const patched = 'revelaRequest' in socket
  // A kept-alive connection carries several requests: the one being answered is the one that counts.
  socket.revelaRequest = req
  if (patched) return
  const destroySoon = socket.destroySoon
  // Node's server closes a finished `Connection: close` exchange through socket.destroySoon().
  socket.destroySoon = function lingeringDestroySoon() {
    const current = this.revelaRequest
    if (!current || current.complete || this.destroyed) return destroySoon.call(this)
    lingerThenDestroy(this, (done) => current.once('end', done))
  }
}

/**
 * Sends what is queued and a FIN, then reads and drops what the client still sends; destroys the
 * socket once the answer is out and the client is done (its FIN, or `untilDone` calling back), or
 * LINGER_MS after the answer went out, whichever comes first.
 */
export function lingerThenDestroy(socket, untilDone) {
  let clientDone = false
  let timer
  const destroy = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const sent = () => {
    if (clientDone) return destroy()
    timer = setTimeout(destroy, LINGER_MS)
    timer.unref()
  }
  const ended = () => {
    clientDone = true
    if (socket.writableFinished) destroy()
  }
  socket.on('error', destroy)
  socket.once('end', ended)
  untilDone?.(ended)
  if (socket.writableFinished) sent()
  else socket.once('finish', sent)
  socket.end()
  socket.resume()
}
