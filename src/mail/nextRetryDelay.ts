import { OUTBOX } from '@/mail/outboxLimits'

/**
 * How long to wait after the `attempts`-th failed try: doubling from OUTBOX.firstRetryMs and capped
 * at OUTBOX.maxRetryMs, with "equal jitter" (a random point in the upper half of the step) so that
 * messages queued together while SMTP was down do not all come back at the same instant.
 */
export function nextRetryDelay(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(OUTBOX.maxRetryMs, OUTBOX.firstRetryMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(step / 2 + (random() * step) / 2)
}
