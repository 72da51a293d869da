import { describe, expect, it } from 'vitest'

import { CommentPostUnreadable, readCommentPost } from '@/comments/server/readCommentPost'

const urlEncoded = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://localhost/wp-comments-post.php', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit)

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 'leído',
    (error: unknown) => (error instanceof CommentPostUnreadable ? error.status : error),
  )

describe('readCommentPost', () => {
  it('reads a url-encoded form, repeated fields kept in order', async () => {
    const fields = await readCommentPost(
      urlEncoded('comment_post_ID=7&author=Luc%C3%ADa&comment=Hola+%26+adi%C3%B3s&author=Otra'),
    )
    expect(fields).toEqual([
      ['comment_post_ID', '7'],
      ['author', 'Lucía'],
      ['comment', 'Hola & adiós'],
      ['author', 'Otra'],
    ])
  })

  it('reads a multipart form and ignores files', async () => {
    const body = new FormData()
    body.append('comment', 'Hola')
    body.append('adjunto', new Blob(['x']), 'x.txt')
    const fields = await readCommentPost(new Request('http://localhost/x', { method: 'POST', body }))
    expect(fields).toEqual([['comment', 'Hola']])
  })

  it('takes a long comment of four-byte characters within the limit', async () => {
    const comment = '😀'.repeat(65525)
    const fields = await readCommentPost(urlEncoded(new URLSearchParams({ comment }).toString()))
    expect(fields[0]![1]).toBe(comment)
  })

  it('refuses a body over the limit, whether declared or streamed', async () => {
    expect(await status(readCommentPost(urlEncoded('x', { 'content-length': String(10 * 1024 * 1024) })))).toBe(413)
    const chunk = new Uint8Array(64 * 1024).fill(0x61)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        controller.enqueue(chunk)
      },
    })
    expect(await status(readCommentPost(urlEncoded(endless)))).toBe(413)
    expect(sent).toBeLessThan(20)
  })

  it('refuses anything but a form (415) and too many fields (413)', async () => {
    const json = new Request('http://localhost/x', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(await status(readCommentPost(json))).toBe(415)
    expect(await status(readCommentPost(urlEncoded(Array.from({ length: 101 }, (_, i) => `f${i}=1`).join('&'))))).toBe(
      413,
    )
  })
})
