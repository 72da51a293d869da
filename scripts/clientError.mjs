// Node's own answer to a request it cannot parse (bytes a request line may not hold, headers too
// large) destroys the socket at once: a client still sending a body then gets a reset instead of
// the answer. This one gives the same answer and reads and drops what is still coming for a
// moment before closing (a lingering close, scripts/lingeringClose.mjs), so the client reads its 400.

import { lingerThenDestroy } from './lingeringClose.mjs'

const STATUS = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
}

/** For `server.on('clientError', answerClientError)`. */
export function answerClientError(error, socket) {
  // Answered already: Node's parser, still fed what the client sends, fails again on each chunk.
  if (socket.revelaAnswered) return
  if (error?.code === 'ECONNRESET' || !socket.writable || socket.destroyed || socket.bytesWritten > 0) {
    socket.destroy()
    return
  }
  socket.revelaAnswered = true
  // Node's reader is done with this connection: what still comes is dropped, not parsed.
  socket.removeAllListeners('data')
  socket.on('data', () => {})
  const status = STATUS[error?.code] ?? '400 Bad Request'
  socket.write(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 0\r\n\r\n`,
  )
  lingerThenDestroy(socket)
}
