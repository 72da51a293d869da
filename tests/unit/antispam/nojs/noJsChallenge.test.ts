import { describe, expect, it } from 'vitest'

import { checkNoJsChallenge, issueNoJsChallenge } from '@/antispam/nojs/noJsChallenge'
import { CONTACT_FORM } from '@/lib/constants'

const SECRET = 'un-secreto-de-prueba-suficientemente-largo'

describe('the no-JavaScript challenge (security review, finding 4)', () => {
  it('takes its own word, loosely typed, until it expires', () => {
    const now = 1_800_000_000_000
    const { word, token } = issueNoJsChallenge(SECRET, now)
    expect(CONTACT_FORM.noJsWords).toContain(word)
    expect(token).not.toContain(word)
    expect(checkNoJsChallenge(SECRET, token, ` «${word.toUpperCase()}» `, now + 1000)).toMatchObject({
      id: expect.stringMatching(/^wpcf7-nojs:/),
    })
    expect(checkNoJsChallenge(SECRET, token, word, now + CONTACT_FORM.noJsChallengeMs + 1)).toBeNull()
  })

  it('refuses another word, another site’s token and an altered expiry', () => {
    const now = 1_800_000_000_000
    const { word, token } = issueNoJsChallenge(SECRET, now)
    const other = CONTACT_FORM.noJsWords.find((w) => w !== word)!
    expect(checkNoJsChallenge(SECRET, token, other, now)).toBeNull()
    expect(checkNoJsChallenge('otro-secreto-de-otro-sitio-cualquiera', token, word, now)).toBeNull()
    const [nonce, expires, mac] = token.split('.')
    expect(checkNoJsChallenge(SECRET, `${nonce}.${Number(expires) + 3_600_000}.${mac}`, word, now)).toBeNull()
    for (const bad of ['', '...', 'a.b.c', `${token}.extra`])
      expect(checkNoJsChallenge(SECRET, bad, word, now)).toBeNull()
  })
})
