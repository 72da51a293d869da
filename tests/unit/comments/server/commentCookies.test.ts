import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { readCommentCookies } from '@/comments/render'
import { commentCookies } from '@/comments/server/commentCookies'

const HASH = createHash('md5').update('https://revela.example').digest('hex')

describe('commentCookies', () => {
  it('sets WordPress’s three cookies, named with the md5 of the site address, readable by the page’s script', () => {
    const lines = commentCookies('https://revela.example', {
      author: 'Lucía Gómez',
      email: 'lucia@example.com',
      url: 'http://lucia.example',
    })
    expect(lines).toEqual([
      `comment_author_${HASH}=Luc%C3%ADa%20G%C3%B3mez; Max-Age=30000000; Path=/; SameSite=Lax; Secure`,
      `comment_author_email_${HASH}=lucia%40example.com; Max-Age=30000000; Path=/; SameSite=Lax; Secure`,
      `comment_author_url_${HASH}=http%3A%2F%2Flucia.example; Max-Age=30000000; Path=/; SameSite=Lax; Secure`,
    ])
    expect(lines.join('\n')).not.toMatch(/HttpOnly/i)
    // What the form's reader makes of them.
    const header = lines.map((l) => l.split(';')[0]).join('; ')
    expect(readCommentCookies(header)).toEqual({
      author: 'Lucía Gómez',
      email: 'lucia@example.com',
      url: 'http://lucia.example',
    })
  })

  it('expires them without consent, and leaves Secure out over plain http', () => {
    const lines = commentCookies('http://localhost:3000', null)
    expect(lines).toHaveLength(3)
    for (const line of lines) {
      expect(line).toMatch(
        /^comment_author_(email_|url_)?[0-9a-f]{32}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=\/; SameSite=Lax$/,
      )
    }
  })
})
