import { describe, expect, it } from 'vitest'

import { readBoundedText } from '@/lib/http/readBoundedText'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

/** A body that never declares its length, as a chunked upload does. */
const chunked = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })

describe('readBoundedText', () => {
  it('reads a body within the limit, counting bytes rather than characters', async () => {
    expect(await readBoundedText(post('{"a":"ñ"}'), 10)).toBe('{"a":"ñ"}')
    expect(await readBoundedText(post('ñññññ'), 9)).toBeNull()
  })

  it('refuses a declared length over the limit before reading', async () => {
    expect(await readBoundedText(post('{}', { 'content-length': '5000' }), 4096)).toBeNull()
  })

  it('cuts a chunked body as soon as it passes the limit', async () => {
    expect(await readBoundedText(post(chunked(['x'.repeat(3000), 'x'.repeat(3000)])), 4096)).toBeNull()
    expect(await readBoundedText(post(chunked(['x'.repeat(2000), 'x'.repeat(2000)])), 4096)).toHaveLength(4000)
  })
})
