import { describe, expect, it } from 'vitest'

import type { AkismetClient, AkismetComment, AkismetVerdict } from '@/antispam/akismet'
import { checkSpam, SPAM_REASON_LABELS, spamRules } from '@/antispam/rules'

import { input, signals } from './helpers'

/** An Akismet that answers `verdict` and remembers what it was asked. */
function fakeAkismet(verdict: AkismetVerdict | Error) {
  const asked: AkismetComment[] = []
  const client: AkismetClient = {
    async commentCheck(comment) {
      asked.push(comment)
      if (verdict instanceof Error) throw verdict
      return verdict
    },
    submitSpam: async () => {},
    submitHam: async () => {},
  }
  return { client, asked }
}

describe('checkSpam', () => {
  it('lets an ordinary message through', async () => {
    expect(await checkSpam(input())).toEqual({ spam: false, reasons: [] })
  })

  it('reports every local reason, not just the first', async () => {
    const verdict = await checkSpam(input({ signals: signals({ honeypot: 'x' }), captcha: 'failed', links: 5 }))
    expect(verdict).toEqual({ spam: true, reasons: ['honeypot', 'captcha', 'too-many-links'] })
  })

  it('asks Akismet only when the local rules found nothing', async () => {
    const akismet = fakeAkismet('ham')
    expect(await checkSpam(input({ captcha: 'failed' }), { akismet: akismet.client })).toEqual({
      spam: true,
      reasons: ['captcha'],
    })
    expect(akismet.asked).toHaveLength(0)
    expect(await checkSpam(input(), { akismet: akismet.client })).toEqual({ spam: false, reasons: [], akismet: 'ham' })
    expect(akismet.asked).toHaveLength(1)
  })

  it('takes Akismet’s spam verdict as a reason', async () => {
    expect(await checkSpam(input(), { akismet: fakeAkismet('spam').client })).toEqual({
      spam: true,
      reasons: ['akismet'],
      akismet: 'spam',
    })
  })

  it.each<[string, AkismetVerdict | Error]>([
    ['unavailable', 'unavailable'],
    ['throwing', new Error('boom')],
  ])('lets the message through when Akismet is %s, with a note', async (_, answer) => {
    expect(await checkSpam(input(), { akismet: fakeAkismet(answer).client })).toEqual({
      spam: false,
      reasons: [],
      akismet: 'unavailable',
    })
  })

  it('tells Akismet what the input holds, overridden by akismetInput', async () => {
    const akismet = fakeAkismet('ham')
    await checkSpam(input({ url: 'https://ana.es' }), {
      akismet: akismet.client,
      akismetInput: { type: 'comment', userAgent: 'UA' },
    })
    expect(akismet.asked[0]).toEqual({
      type: 'comment',
      userIp: '203.0.113.7',
      userAgent: 'UA',
      author: 'Ana',
      authorEmail: 'ana@example.es',
      authorUrl: 'https://ana.es',
      content: input().text,
    })
  })

  it('has a rule for every reason but Akismet’s, and a Spanish label for every reason', () => {
    expect(Object.keys(spamRules).sort()).toEqual(
      Object.keys(SPAM_REASON_LABELS)
        .filter((r) => r !== 'akismet')
        .sort(),
    )
    expect(SPAM_REASON_LABELS.honeypot).toBe('Rellenó el campo trampa')
  })
})
