// One Location per answer. Next 16 sends a page's redirect (redirect/permanentRedirect in a page
// rendered on demand and cached: an old WordPress address, a child category's full path, an
// attachment page) with its Location header twice on the render that stores it
// (vercel/next.js#82117); clients join the two as «/a/, /a/» and follow that, to a 404.

/** @param {unknown} name */
const isLocation = (name) => typeof name === 'string' && name.toLowerCase() === 'location'

/** @param {unknown} value the first of several values, or the value */
const first = (value) => (Array.isArray(value) ? value[0] : value)

/**
 * Makes a response keep a single Location however Next sets it: as an array, appended a second
 * time, or in writeHead's headers (an object, or a flat list of names and values).
 * @param {import('node:http').ServerResponse} res
 */
export function keepOneLocation(res) {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) => setHeader(name, isLocation(name) ? first(value) : value)
  const appendHeader = res.appendHeader.bind(res)
  res.appendHeader = (name, value) =>
    isLocation(name) && res.hasHeader('location') ? res : appendHeader(name, isLocation(name) ? first(value) : value)
  const writeHead = res.writeHead.bind(res)
  res.writeHead = (status, ...rest) => {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (Array.isArray(headers)) {
      let seen = false
      for (let i = headers.length - 2; i >= 0; i -= 2) {
        if (!isLocation(headers[i])) continue
        if (seen) headers.splice(i, 2)
        seen = true
      }
    } else if (headers && typeof headers === 'object') {
      for (const name of Object.keys(headers)) if (isLocation(name)) headers[name] = first(headers[name])
    }
    if (res.hasHeader('location')) setHeader('location', first(res.getHeader('location')))
    return writeHead(status, ...rest)
  }
}
