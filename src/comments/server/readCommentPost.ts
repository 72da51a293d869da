/**
 * A comment is at most 65,525 characters of up to four bytes each, and url-encoding writes each
 * byte as three (`%F0`): 786 KB at worst, plus the other fields and the behavioural ones. 1 MB is
 * room for all of it, and no more is read into memory.
 */
export const COMMENT_MAX_BODY_BYTES = 1024 * 1024
const MAX_FIELDS = 100

/** The post could not be read: too large (413), not a form (415) or malformed (400). */
export class CommentPostUnreadable extends Error {
  constructor(readonly status: 400 | 413 | 415) {
    super(`comment post unreadable (${status})`)
  }
}

/** Reads the body as it streams in and stops at the limit, whatever Content-Length claims. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new CommentPostUnreadable(413)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => {
          // Cancelling only stops reading a body already refused as too large; a
          // stream that is already closed has nothing left to stop.
          return undefined
        })
        throw new CommentPostUnreadable(413)
      }
      chunks.push(next.value)
    }
  } catch (error) {
    if (error instanceof CommentPostUnreadable) throw error
    throw new CommentPostUnreadable(400)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/**
 * The fields of a comment form post, url-encoded (the form's default) or multipart (a browser may
 * send that too); files, which the form never asks for, are ignored.
 */
export async function readCommentPost(request: Request, limit = COMMENT_MAX_BODY_BYTES): Promise<[string, string][]> {
  const type = request.headers.get('content-type') ?? ''
  const urlEncoded = /^application\/x-www-form-urlencoded\b/i.test(type)
  if (!urlEncoded && !/^multipart\/form-data\b/i.test(type)) throw new CommentPostUnreadable(415)
  const body = await readCapped(request, limit)
  let fields: [string, string][]
  if (urlEncoded) {
    fields = [...new URLSearchParams(new TextDecoder().decode(body))]
  } else {
    // Already within the limit, so undici's parser may hold it in memory.
    const form = await new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
      throw new CommentPostUnreadable(400)
    })
    fields = [...form].flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    )
  }
  if (fields.length > MAX_FIELDS) throw new CommentPostUnreadable(413)
  return fields
}
