/**
 * A route handler's exact Content-Length, carried past Next: Next 16 drops `Content-Length` from a
 * route handler's answer (`FORBIDDEN_HEADERS` in next/dist/server/send-response.js, meant for bodies
 * fetch decoded), so a multi-gigabyte ZIP or a camera original went out chunked and the browser
 * could show neither progress nor time left. A route sets this header too; scripts/server.mjs
 * turns it back into Content-Length as the headers are written, unless the answer is compressed.
 * Plain JavaScript because the server script (not compiled) imports it too.
 */
export const EXACT_LENGTH_HEADER = 'x-revela-content-length'

/**
 * Makes `res` send EXACT_LENGTH_HEADER's value as its Content-Length (and never the header itself).
 * Called before the compression middleware wraps `res`, so it runs after compression has decided:
 * a compressed answer keeps its own framing.
 * @param {import('node:http').ServerResponse} res
 */
export function restoreExactLength(res) {
  const writeHead = res.writeHead
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (...args) {
      const length = res.getHeader(EXACT_LENGTH_HEADER)
      if (length !== undefined) {
        res.removeHeader(EXACT_LENGTH_HEADER)
        if (/^\d{1,16}$/.test(String(length)) && res.getHeader('content-encoding') === undefined)
          res.setHeader('Content-Length', String(length))
      }
      return writeHead.apply(res, /** @type {never} */ (args))
    }
  )
}
