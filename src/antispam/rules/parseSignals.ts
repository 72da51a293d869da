import { SPAM_RULES } from '@/lib/constants'

import { parseIndexes, parseInteger, parseSamples, parseTimestamp } from './parseSignalValues'
import type { Signals } from './types'

// The names the front-end script and the server-rendered container post, after the prefix.
const NAMES = [
  'bib',
  'bfs',
  'bkpc',
  'bkp',
  'bmc',
  'bmcc',
  'bmk',
  'bck',
  'bmmc',
  'bmm',
  'btmc',
  'bsc',
  'bte',
  'btec',
  'js',
] as const
type Name = (typeof NAMES)[number]

/**
 * Reads the behavioural hidden fields (`{prefix}bib` … `{prefix}hp_textarea`) out of the posted
 * fields. A repeated field keeps its last value, as PHP's $_POST does, except the honeypot, which
 * counts as filled when any copy is: a bot must not hide its answer behind an empty duplicate.
 */
export function parseSignals(fields: Iterable<[string, string]>, prefix: string): Signals {
  const raw = new Map<Name, string>()
  let honeypot = ''
  let honeypotPosted = false
  for (const [name, value] of fields) {
    if (!name.startsWith(prefix) || typeof value !== 'string') continue
    const key = name.slice(prefix.length)
    if (key === 'hp_textarea') {
      honeypot ||= value
      honeypotPosted = true
    } else if ((NAMES as readonly string[]).includes(key)) raw.set(key as Name, value)
  }
  return {
    honeypot,
    honeypotPosted,
    loadedAt: parseTimestamp(raw.get('js'), SPAM_RULES.minPlausibleTimestampMs),
    inputBegin: parseTimestamp(raw.get('bib')),
    submittedAt: parseTimestamp(raw.get('bfs')),
    keypressCount: parseInteger(raw.get('bkpc')),
    keypresses: parseSamples(raw.get('bkp')),
    modifierKeys: parseIndexes(raw.get('bmk')),
    correctionKeys: parseIndexes(raw.get('bck')),
    mouseClickCount: parseInteger(raw.get('bmcc')),
    mouseClicks: parseSamples(raw.get('bmc')),
    mouseMoveCount: parseInteger(raw.get('bmmc')),
    mouseMoves: parseSamples(raw.get('bmm')),
    touchMoveCount: parseInteger(raw.get('btmc')),
    scrollCount: parseInteger(raw.get('bsc')),
    touchEventCount: parseInteger(raw.get('btec')),
    touchEvents: parseSamples(raw.get('bte')),
  }
}
