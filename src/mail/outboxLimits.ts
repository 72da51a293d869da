import { FORM_LIMITS } from '@/lib/formLimits'

/** Outgoing mail: retries with exponential back-off, then the message waits for an editor. */
export const OUTBOX = {
  pollIntervalMs: 5000,
  firstRetryMs: 30 * 1000,
  maxRetryMs: 60 * 60 * 1000,
  maxAttempts: 12,
  /** A message being sent is leased to one process for this long, so that no two send it. */
  leaseMs: 2 * 60 * 1000,
  smtpTimeoutMs: 20 * 1000,
  /** A notice waiting this long is told on the dashboard: by then a few retries have failed. */
  stuckAfterMs: 10 * 60 * 1000,
  /**
   * The longest text (or HTML) of a message: every field of a form at its largest, or a comment of
   * WordPress's longest, quoted in the studio's notice. Payload's default for a text (40,000
   * characters) made a long comment's notice fail, and with it the comment (a 500).
   */
  maxTextChars: FORM_LIMITS.maxFields * FORM_LIMITS.maxFieldBytes + 64 * 1024,
} as const
