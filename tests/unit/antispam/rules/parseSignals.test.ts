import { describe, expect, it } from 'vitest'

import { parseSignals } from '@/antispam/rules'
import { ANTISPAM } from '@/lib/constants'

const P = ANTISPAM.fieldPrefix
const parse = (fields: Record<string, string>, prefix: string = P) => parseSignals(Object.entries(fields), prefix)

describe('parseSignals', () => {
  it('reads every field the front-end script posts', () => {
    const signals = parse({
      ak_js: '1760000000000',
      ak_bib: '1760000005000',
      ak_bfs: '1760000030000',
      ak_bkpc: '3',
      ak_bkp: '90;80,150;70,-5;',
      ak_bmk: '-1;2',
      ak_bck: '1',
      ak_bmcc: '1',
      ak_bmc: '100;',
      ak_bmmc: '1',
      ak_bmm: '300,220;',
      ak_btmc: '4',
      ak_bsc: '2',
      ak_btec: '1',
      ak_bte: '60;',
      ak_hp_textarea: '',
    })
    expect(signals).toEqual({
      honeypot: '',
      honeypotPosted: true,
      loadedAt: 1760000000000,
      inputBegin: 1760000005000,
      submittedAt: 1760000030000,
      keypressCount: 3,
      keypresses: [{ duration: 90 }, { duration: 80, gap: 150 }, { duration: 70, gap: -5 }],
      modifierKeys: [-1, 2],
      correctionKeys: [1],
      mouseClickCount: 1,
      mouseClicks: [{ duration: 100 }],
      mouseMoveCount: 1,
      mouseMoves: [{ duration: 300, gap: 220 }],
      touchMoveCount: 4,
      scrollCount: 2,
      touchEventCount: 1,
      touchEvents: [{ duration: 60 }],
    })
  })

  it('tells a honeypot left out from one posted empty', () => {
    expect(parse({ ak_js: '142' }).honeypotPosted).toBe(false)
    expect(parse({ ak_hp_textarea: '' }).honeypotPosted).toBe(true)
  })

  it('uses the given prefix and ignores other fields', () => {
    const signals = parse({ ak_bkpc: '9', _wpcf7_ak_bkpc: '4', 'your-message': '12' }, ANTISPAM.contactFormFieldPrefix)
    expect(signals.keypressCount).toBe(4)
  })

  it('reads nothing from a form posted without JavaScript', () => {
    // The server-rendered container posts an empty honeypot and the small number it rendered into `js`.
    expect(parse({ ak_hp_textarea: '', ak_js: '142' })).toEqual({
      honeypot: '',
      honeypotPosted: true,
      keypresses: [],
      modifierKeys: [],
      correctionKeys: [],
      mouseClicks: [],
      mouseMoves: [],
      touchEvents: [],
    })
  })

  it.each([['abc'], ['1e3'], ['0x10'], ['1.5'], [''], ['  '], ['12345678901234567890'], ['NaN'], ['Infinity']])(
    'treats %j as absent',
    (garbage) => {
      const signals = parse({ ak_bkpc: garbage, ak_bib: garbage, ak_bfs: garbage, ak_js: garbage, ak_bsc: garbage })
      expect([
        signals.keypressCount,
        signals.inputBegin,
        signals.submittedAt,
        signals.loadedAt,
        signals.scrollCount,
      ]).toEqual([undefined, undefined, undefined, undefined, undefined])
    },
  )

  it('keeps negative counts for the timing rule but not negative timestamps', () => {
    expect(parse({ ak_bkpc: '-3', ak_bfs: '-3' })).toMatchObject({ keypressCount: -3, submittedAt: undefined })
  })

  it('skips unreadable list entries and keeps the rest', () => {
    expect(parse({ ak_bkp: 'x;90;1,2,3;,5;80,;70,abc;60,40;;' }).keypresses).toEqual([
      { duration: 90 },
      { duration: 60, gap: 40 },
    ])
    expect(parse({ ak_bmk: '1;a;;2.5;3' }).modifierKeys).toEqual([1, 3])
  })

  it('reads at most 100 entries per list, however long the field', () => {
    const long = '5,5;'.repeat(100_000)
    const signals = parse({ ak_bkp: long, ak_bck: '1;'.repeat(500) })
    expect(signals.keypresses).toHaveLength(ANTISPAM.maxTimingEntries)
    expect(signals.correctionKeys).toHaveLength(ANTISPAM.maxTimingEntries)
  })

  it('keeps the last of repeated fields, but any filled honeypot copy', () => {
    const signals = parseSignals(
      [
        ['ak_bkpc', '1'],
        ['ak_bkpc', '2'],
        ['ak_hp_textarea', 'spam'],
        ['ak_hp_textarea', ''],
      ],
      P,
    )
    expect(signals).toMatchObject({ keypressCount: 2, honeypot: 'spam' })
  })

  it('survives values that are not strings', () => {
    const fields = [
      ['ak_bkpc', 5],
      ['ak_bkp', null],
      ['ak_hp_textarea', { a: 1 }],
    ] as unknown as [string, string][]
    expect(parseSignals(fields, P)).toMatchObject({ keypressCount: undefined, keypresses: [], honeypot: '' })
  })
})
