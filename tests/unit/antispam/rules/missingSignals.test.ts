import { describe, expect, it } from 'vitest'

import { impossibleTimingRule, looksLikeBrowser, parseSignals, type Signals } from '@/antispam/rules'

import { input, signals } from './helpers'

const browser = { browserLike: true, scripted: true }
const noJs = { browserLike: true, scripted: false }
const program = { browserLike: false, scripted: true }
/** What a visitor without JavaScript posts: the server-rendered honeypot and an empty `js`. */
const containerOnly = parseSignals(
  [
    ['ak_hp_textarea', ''],
    ['ak_js', ''],
  ],
  'ak_',
)

describe('missing signals (impossibleTimingRule)', () => {
  it.each<
    [string, { browserLike: boolean; scripted: boolean } | undefined, Signals | null, 'impossible-timing' | null]
  >([
    ['a browser with every field', browser, signals(), null],
    ['a browser-looking post with no anti-spam field at all', browser, null, 'impossible-timing'],
    ['…even claiming to have no JavaScript', noJs, null, 'impossible-timing'],
    ['the honeypot left out', browser, signals({ honeypotPosted: false }), 'impossible-timing'],
    [
      'the honeypot left out, without JavaScript',
      noJs,
      { ...containerOnly, honeypotPosted: false },
      'impossible-timing',
    ],
    ['through the script’s own way but without its fields', browser, containerOnly, 'impossible-timing'],
    ['no submit time', browser, signals({ submittedAt: undefined }), 'impossible-timing'],
    [
      'no keypress count',
      browser,
      signals({ keypressCount: undefined, keypresses: [], modifierKeys: [] }),
      'impossible-timing',
    ],
    ['no page-load time', browser, signals({ loadedAt: undefined }), 'impossible-timing'],
    ['a visitor without JavaScript (the typed word checks them)', noJs, containerOnly, null],
    ['a program that does not pretend to be a browser', program, null, null],
    ['a caller with no request to judge', undefined, null, null],
  ])('%s → %s', (_, client, posted, expected) => {
    expect(impossibleTimingRule(input({ client, signals: posted }))).toBe(expected)
  })
})

describe('looksLikeBrowser', () => {
  it.each<[string, Parameters<typeof looksLikeBrowser>[0], boolean]>([
    ['Firefox', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' }, true],
    [
      'Safari on a phone',
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15' },
      true,
    ],
    ['any post with Origin', { userAgent: 'x', origin: 'https://revela.es' }, true],
    ['Sec-Fetch-Site, which only a browser sets', { userAgent: '', secFetchSite: 'same-origin' }, true],
    ['curl', { userAgent: 'curl/8.5.0' }, false],
    ['Node’s fetch', { userAgent: 'node' }, false],
    ['nothing', { userAgent: '' }, false],
  ])('%s → %s', (_, headers, expected) => {
    expect(looksLikeBrowser(headers)).toBe(expected)
  })
})
