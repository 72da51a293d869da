// Node's own answer to a request it cannot parse (bytes a request line may not hold, headers too
// large) destroys the socket at once: a client still sending a body then gets a reset instead of
// the answer. This one gives the same answer and reads and drops what is still coming for a
// moment before closing (what nginx calls a lingering close), so the client reads its 400.

const LINGER_MS = 2000

const STATUS = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
}

/** For `server.on('clientError', answerClientError)`. */
export function answerClientError(error, socket) {
  if (error?.code === 'ECONNRESET' || !socket.writable || socket.destroyed || socket.bytesWritten > 0) {
    socket.destroy()
    return
  }
  socket.on('error', () => socket.destroy())
  socket.on('data', () => {})
  socket.resume()
  const status = STATUS[error?.code] ?? '400 Bad Request'
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 0\r\n\r\n`)
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}
