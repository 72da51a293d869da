import { OUTBOX } from '@/mail/outboxLimits'

import { explainSendError } from './explainSendError'
import { MailSendError, type MailTransport, type SendResult } from './mailTransport'
import { nextRetryDelay } from './nextRetryDelay'
import type { OutboxMessage } from './outboxMessage'
import type { OutboxStore, OutboxSummary } from './outboxStore'

/** What the admin shows: whether mail can leave at all, and what is waiting or stuck. */
export type OutboxStatusReport = OutboxSummary & { configured: boolean }

export type DrainResult = { sent: number; retried: number; failed: number }

export interface OutboxWorker {
  /** Sends every message due now, one at a time, and records each outcome. */
  drainOnce(): Promise<DrainResult>
  /** Drains every OUTBOX.pollIntervalMs until stop(). */
  start(): void
  /** Stops polling and waits for a drain in progress. */
  stop(): Promise<void>
  /** Drains as soon as possible, e.g. right after an enqueue, without waiting for the next poll. */
  kick(): void
  status(): Promise<OutboxStatusReport>
}

export type OutboxWorkerOptions = {
  store: OutboxStore
  /** Null when SMTP_URL is not set: messages are kept, none is claimed. */
  transport: MailTransport | null
  now?: () => Date
  random?: () => number
  log?: (line: string) => void
}

type Outcome = keyof DrainResult

/** The loop that moves messages from the store to the SMTP server, with retries and back-off. */
export function createOutboxWorker({
  store,
  transport,
  now = () => new Date(),
  random = Math.random,
  log = (line) => console.warn(line),
}: OutboxWorkerOptions): OutboxWorker {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let again = false
  let started = false

  const recorder: Recorder = { store, now, random, log }

  async function drainOnce(): Promise<DrainResult> {
    const counts: DrainResult = { sent: 0, retried: 0, failed: 0 }
    if (!transport) return counts
    const send = transport.send.bind(transport)
    // One message per claim: each lease then covers a single send, never a wait behind others.
    for (;;) {
      const [message] = await store.claimDue(now(), OUTBOX.leaseMs, 1)
      if (!message) return counts
      counts[await deliver(message, send, recorder)]++
    }
  }

  // Runs drains back to back while kicks keep arriving, never two at once from this worker.
  function drainSoon(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await drainOnce().catch((error: unknown) =>
          log(
            `outbox: drain stopped, the next poll tries again: could not read or update the outbox (${String(error)}); check the database.`,
          ),
        )
      } while (again)
    })().finally(() => {
      running = undefined
      schedule()
    })
    return running
  }

  function schedule() {
    if (!started || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void drainSoon()
    }, OUTBOX.pollIntervalMs)
    // Polling alone must not keep a script or a test process alive.
    timer.unref?.()
  }

  return {
    drainOnce,
    start() {
      if (started) return
      started = true
      if (!transport) {
        log(
          'outbox: SMTP_URL is not set, so outgoing mail stays queued in the outbox. Set SMTP_URL and restart to send it.',
        )
        return
      }
      void drainSoon()
    },
    async stop() {
      started = false
      clearTimeout(timer)
      timer = undefined
      await running
    },
    kick() {
      if (transport) void drainSoon()
    },
    async status() {
      return { configured: transport !== null, ...(await store.summary()) }
    },
  }
}

/** What a send's outcome is recorded with: the worker's store, clock, randomness and log. */
type Recorder = Required<Pick<OutboxWorkerOptions, 'store' | 'now' | 'random' | 'log'>>

/** Sends one leased message and records the outcome: sent, or what fail() makes of the error. */
async function deliver(message: OutboxMessage, send: MailTransport['send'], recorder: Recorder): Promise<Outcome> {
  const { store, now, log } = recorder
  let result: SendResult
  try {
    result = await send(message)
  } catch (error) {
    return fail(message, error, recorder)
  }
  // Deliberately outside the try above: if recording the success fails, the message must not be
  // retried as if the send had failed. It stays leased; should the process die before a later
  // write, it is sent again after the lease with the same Message-ID, which receivers deduplicate.
  const rejected = result.rejected ?? []
  const note = rejected.length ? `El servidor rechazó a ${rejected.join(', ')}; el resto lo recibió.` : undefined
  await store.markSent(message.id, { sentAt: now(), response: result.response, note })
  if (note) log(`outbox: message ${message.id} sent, but the server refused ${rejected.join(', ')}`)
  return 'sent'
}

/** A failed send: failed for good when permanent or out of attempts, else retried after a back-off. */
async function fail(message: OutboxMessage, error: unknown, { store, now, random, log }: Recorder): Promise<Outcome> {
  const explanation = explainSendError(error)
  const permanent = error instanceof MailSendError && error.permanent
  const where = `outbox: message ${message.id} ${message.messageId} to ${message.to.join(', ')}`
  if (permanent || message.attempts >= OUTBOX.maxAttempts) {
    const why = permanent ? explanation : `Sin éxito tras ${message.attempts} intentos. ${explanation}`
    await store.markFailed(message.id, why)
    log(`${where} failed for good (attempt ${message.attempts}): ${why} An editor can requeue it in the admin.`)
    return 'failed'
  }
  const at = new Date(now().getTime() + nextRetryDelay(message.attempts, random))
  await store.markRetry(message.id, explanation, at)
  log(
    `${where} failed (attempt ${message.attempts} of ${OUTBOX.maxAttempts}), retrying at ${at.toISOString()}: ${explanation}`,
  )
  return 'retried'
}
