import type { Signals, SpamInput } from '@/antispam/rules'

export const NOW = 1_760_000_000_000

/** Signals of a person who loaded the page 30 s ago and typed 40 keys; override what a test needs. */
export const signals = (overrides: Partial<Signals> = {}): Signals => ({
  honeypot: '',
  honeypotPosted: true,
  loadedAt: NOW - 30_000,
  inputBegin: NOW - 20_000,
  submittedAt: NOW - 50,
  keypressCount: 40,
  keypresses: [{ duration: 90 }, { duration: 80, gap: 150 }],
  modifierKeys: [3],
  correctionKeys: [],
  mouseClickCount: 2,
  mouseClicks: [{ duration: 100 }, { duration: 110, gap: 4000 }],
  mouseMoveCount: 1,
  mouseMoves: [{ duration: 300, gap: 220 }],
  touchMoveCount: 0,
  scrollCount: 1,
  touchEventCount: 0,
  touchEvents: [],
  ...overrides,
})

/** An innocent submission; override what a test needs. */
export const input = (overrides: Partial<SpamInput> = {}): SpamInput => ({
  signals: signals(),
  text: 'Hola, queremos reservar una sesión de fotos para la boda en junio.',
  fields: {},
  now: NOW,
  links: 0,
  blocklist: [],
  ip: '203.0.113.7',
  email: 'ana@example.es',
  author: 'Ana',
  ...overrides,
})
