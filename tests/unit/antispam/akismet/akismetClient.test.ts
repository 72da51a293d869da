import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { akismetClient, type AkismetComment } from '@/antispam/akismet'
import { startAkismetStandIn, type AkismetStandIn } from '../../../support/akismetStandIn'
import { unreachableUrl } from '../../../support/captchaStandIn'

const blog = 'https://revela.example'

const comment = (content: string, overrides: Partial<AkismetComment> = {}): AkismetComment => ({
  type: 'contact-form',
  userIp: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  permalink: `${blog}/contacto/`,
  author: 'Ana',
  authorEmail: 'ana@example.es',
  content,
  ...overrides,
})

describe('akismetClient', () => {
  let standIn: AkismetStandIn
  beforeAll(async () => {
    standIn = await startAkismetStandIn()
  })
  afterAll(() => standIn.close())

  const client = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
    akismetClient({ apiKey: standIn.apiKey, blog, endpoint: standIn.endpoint, ...overrides })

  it('sends the comment form-encoded, with the blog, language and charset', async () => {
    standIn.requests.length = 0
    await client().commentCheck(
      comment('Hola', { extra: { honeypot_field_name: 'ak_hp_textarea', POST_ak_bkpc: '12' } }),
    )
    expect(standIn.requests).toEqual([
      {
        call: 'comment-check',
        userAgent: expect.stringMatching(/^Revela\/.+ \| /),
        form: {
          api_key: standIn.apiKey,
          blog,
          user_ip: '203.0.113.7',
          user_agent: 'Mozilla/5.0',
          permalink: `${blog}/contacto/`,
          comment_type: 'contact-form',
          comment_author: 'Ana',
          comment_author_email: 'ana@example.es',
          comment_content: 'Hola',
          blog_lang: 'es',
          blog_charset: 'UTF-8',
          honeypot_field_name: 'ak_hp_textarea',
          POST_ak_bkpc: '12',
        },
      },
    ])
  })

  it.each([
    ['spam', 'spam'],
    ['ham', 'ham'],
    ['discard', 'spam'], // "X-akismet-pro-tip: discard" is blatant spam
    ['server-error', 'unavailable'],
  ] as const)('comment-check answering %s → %s', async (behaviour, verdict) => {
    standIn.answer(`mensaje ${behaviour}`, behaviour)
    expect(await client().commentCheck(comment(`mensaje ${behaviour}`))).toBe(verdict)
  })

  it('is spam for Akismet’s guaranteed-spam author', async () => {
    expect(await client().commentCheck(comment('Hola', { author: 'akismet-guaranteed-spam' }))).toBe('spam')
  })

  it('is unavailable with an invalid key', async () => {
    expect(await client({ apiKey: 'wrongkey' }).commentCheck(comment('Hola'))).toBe('unavailable')
  })

  it('is unavailable when a required field is missing', async () => {
    expect(await client().commentCheck(comment('Hola', { userIp: '' }))).toBe('unavailable')
  })

  it('is unavailable when Akismet does not answer in time', async () => {
    standIn.answer('lento', 'hang')
    expect(await client({ timeoutMs: 200 }).commentCheck(comment('lento'))).toBe('unavailable')
  })

  it('is unavailable when Akismet cannot be reached', async () => {
    const endpoint = new URL('/1.1/', await unreachableUrl()).href
    const unreachable = akismetClient({ apiKey: 'k', blog, endpoint })
    expect(await unreachable.commentCheck(comment('Hola'))).toBe('unavailable')
  })

  it('submits spam and ham', async () => {
    standIn.requests.length = 0
    await client().submitSpam(comment('Casino'))
    await client().submitHam(comment('Reserva de boda'))
    expect(standIn.requests.map(({ call, form }) => [call, form.comment_content])).toEqual([
      ['submit-spam', 'Casino'],
      ['submit-ham', 'Reserva de boda'],
    ])
  })

  it('rejects a report Akismet did not take', async () => {
    await expect(client({ apiKey: 'wrongkey' }).submitSpam(comment('Casino'))).rejects.toThrow(
      /submit-spam failed: We were unable/,
    )
    standIn.answer('caído', 'server-error')
    await expect(client().submitHam(comment('caído'))).rejects.toThrow(/submit-ham failed: no answer/)
  })

  it('uses the key’s own host by default', async () => {
    const urls: string[] = []
    const recording = (async (url: URL) => {
      urls.push(String(url))
      return new Response('false')
    }) as unknown as typeof fetch
    expect(await akismetClient({ apiKey: 'abc123', blog, fetch: recording }).commentCheck(comment('Hola'))).toBe('ham')
    expect(urls).toEqual(['https://abc123.rest.akismet.com/1.1/comment-check'])
  })
})
