import { describe, expect, it } from 'vitest'

import { debounceSession } from '@/antispam/collector/debounceSession'
import { ANTISPAM } from '@/lib/constants'

import { manualClock } from './manualClock'

const quiet = ANTISPAM.debounceMs

function setup() {
  const { clock, advance, pending } = manualClock(1_000)
  const ended: [number, string, string][] = []
  const session = debounceSession<string>(clock, (elapsed, first, last) => ended.push([elapsed, first, last]))
  return { session, advance, pending, ended }
}

describe('debounceSession', () => {
  it('ends a single event after the quiet time, lasting 0 ms', () => {
    const { session, advance, ended } = setup()
    session.push('a')
    advance(quiet - 1)
    expect(ended).toEqual([])
    advance(1)
    expect(ended).toEqual([[0, 'a', 'a']])
  })

  it('extends the session while events keep coming, and reports its length without the quiet tail', () => {
    const { session, advance, ended } = setup()
    session.push('a')
    advance(quiet - 100)
    session.push('b')
    advance(quiet - 100)
    session.push('c')
    advance(quiet)
    expect(ended).toEqual([[2 * (quiet - 100), 'a', 'c']])
  })

  it('starts a new session after a quiet time', () => {
    const { session, advance, ended } = setup()
    session.push('a')
    advance(quiet)
    session.push('b')
    advance(quiet + 10)
    expect(ended).toEqual([
      [0, 'a', 'a'],
      [0, 'b', 'b'],
    ])
  })

  it('cancels a session without ending it', () => {
    const { session, advance, pending, ended } = setup()
    session.push('a')
    session.cancel()
    advance(quiet * 2)
    expect(ended).toEqual([])
    expect(pending()).toBe(0)
  })
})
