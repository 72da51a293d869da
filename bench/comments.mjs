// Comments under load: COMMENT_POSTS posts to /wp-comments-post.php from COMMENT_CLIENTS concurrent
// clients, each post a different visitor (own address, e-mail and text, so that neither the
// duplicate check nor the flood check refuses it), then the check that every accepted comment was
// stored exactly once. Counted and deleted again through the admin's REST API.
import autocannon from 'autocannon'

export const COMMENT_CLIENTS = 20
export const COMMENT_POSTS = 200
/** The demo article that takes comments. */
export const COMMENT_POST_ID = 1965

/** The body of visitor `n`'s comment, urlencoded as a browser sends the comment form. */
export function commentBody(marker, n) {
  return new URLSearchParams({
    comment: `Comentario de prueba de carga número ${n}: ¿hacéis sesiones de retrato en exteriores?`,
    author: marker,
    email: `carga-${n}@revela.test`,
    url: '',
    submit: 'Publicar el comentario',
    comment_post_ID: String(COMMENT_POST_ID),
    comment_parent: '0',
    // The form's server-rendered anti-spam field (the comment CAPTCHA is off for the bench, as the forms' is).
    ak_hp_textarea: '',
  }).toString()
}

/** An address in 198.18.0.0/15 (reserved for benchmarks, RFC 2544) for visitor `n`. */
export const visitorIp = (n) => `198.18.${(n >> 8) & 255}.${n & 255}`

/**
 * Comments per second, and the stored/accepted ratio (1.000 when nothing is lost or doubled).
 * Accepted means the handler answered with its redirect back to the article.
 */
export async function measureComments(appUrl, { marker, admin }) {
  let next = 0
  let accepted = 0
  const statuses = {}
  const result = await autocannon({
    url: `${appUrl}/wp-comments-post.php`,
    connections: COMMENT_CLIENTS,
    amount: COMMENT_POSTS,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const n = next++
          return {
            ...request,
            method: 'POST',
            body: commentBody(marker, n),
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'user-agent': 'revela-bench',
              // As nginx on this machine sets it (TRUST_PROXY=loopback): each post from another visitor.
              'x-forwarded-for': visitorIp(n),
            },
          }
        },
      },
    ],
    setupClient(client) {
      client.on('response', (statusCode) => {
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
        if (statusCode === 302 || statusCode === 303) accepted += 1
      })
    },
  })
  const where = `where[authorName][equals]=${encodeURIComponent(marker)}`
  const stored = (await (await admin(`/api/comments?limit=0&${where}`)).json()).totalDocs
  await admin(`/api/comments?limit=1000&${where}`, { method: 'DELETE' })
  return {
    rps: Math.round((result.requests.total / (result.duration || 1)) * 10) / 10,
    p99_ms: result.latency.p99,
    accepted,
    statuses,
    failed: result.errors + result.timeouts,
    stored_ratio: accepted ? Math.round((stored / accepted) * 1000) / 1000 : 0,
  }
}
