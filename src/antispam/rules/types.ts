import type { SpamReason } from './spamReasonLabels'

/**
 * One sampled event from the front-end script: for keys, clicks and touches `duration` is how long
 * the key or pointer was down and `gap` the time since the previous event (absent for the first
 * one); for mouse moves `duration` is the move's length in time and `gap` the distance covered.
 */
export type TimingSample = { duration: number; gap?: number }

/**
 * The behavioural hidden fields a form posts (seed §3 "Anti-spam hidden fields"), parsed. A field
 * that was missing or unreadable is undefined (counts, timestamps) or empty (lists).
 */
export type Signals = {
  /** The server-rendered honeypot textarea; a person never sees it, so it stays empty. */
  honeypot: string
  /** Whether the honeypot was posted at all: every copy of the site's forms carries it, empty. */
  honeypotPosted: boolean
  /** `js`: when the page's inline script ran (ms since the epoch). */
  loadedAt?: number
  /** `bib`: the first keydown in the form. */
  inputBegin?: number
  /** `bfs`: the moment the form was submitted. */
  submittedAt?: number
  keypressCount?: number
  keypresses: TimingSample[]
  /** Indexes of the keypress before each modifier (Shift, CapsLock) or correction key. */
  modifierKeys: number[]
  correctionKeys: number[]
  mouseClickCount?: number
  mouseClicks: TimingSample[]
  mouseMoveCount?: number
  mouseMoves: TimingSample[]
  touchMoveCount?: number
  scrollCount?: number
  touchEventCount?: number
  touchEvents: TimingSample[]
}

/** Everything a spam rule may look at, gathered by the form or comment handler. */
export type SpamInput = {
  /** Null when the form carried no behavioural fields at all. */
  signals: Signals | null
  /** The free text: the message of a contact form, the body of a comment. */
  text: string
  fields: Record<string, string>
  /** When the server rendered the form, if it knows (server clock, like `now`). */
  loadedAt?: number
  now: number
  captcha?: 'ok' | 'failed' | 'absent'
  /** Links the caller counted across the fields; the free text is always counted as well. */
  links: number
  /** The admin's limit on links; SPAM_RULES.maxLinks when not given. */
  maxLinks?: number
  /** Admin-editable words, IPs and e-mail addresses (see parseBlocklist). */
  blocklist: string[]
  ip?: string
  /** The User-Agent header as received ('' when absent); undefined when the caller has none to give. */
  userAgent?: string
  email?: string
  author?: string
  url?: string
  /**
   * What the caller knows of the client: whether the post claims to be a browser's (looksLikeBrowser),
   * and whether it came by a way only the page's script takes (a contact form sent through the REST
   * API, a comment carrying a CAPTCHA token), so that the script's own fields must be there too.
   * Undefined when the caller has no request to judge.
   */
  client?: { browserLike: boolean; scripted: boolean }
}

/** One local check: its reason when the input looks like spam, otherwise null. */
export type SpamRule = (input: SpamInput) => SpamReason | null
