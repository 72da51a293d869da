import { memoryOutboxStore, type MemoryOutboxStore } from '@/mail/memoryOutboxStore'
import type { MailTransport } from '@/mail/mailTransport'
import type { MailDraft, OutboxMessage } from '@/mail/outboxMessage'
import { createOutboxWorker, type OutboxWorker } from '@/mail/outboxWorker'
import { queuedMessage } from '@/mail/queuedMessage'

export const T0 = new Date('2026-03-02T09:00:00.000Z')

/** A clock the test moves by hand, so hours of back-off pass in no time. */
export function fakeClock(start = T0) {
  let t = start.getTime()
  return {
    now: () => new Date(t),
    advance: (ms: number) => void (t += ms),
    set: (d: Date) => void (t = d.getTime()),
  }
}

export function draft(overrides: Partial<MailDraft> = {}): MailDraft {
  return {
    to: ['estudio@revela.test'],
    from: 'web@revela.test',
    replyTo: 'lucia@cliente.test',
    subject: 'Nuevo mensaje: sesión de fotos',
    text: 'Hola, quisiera reservar una sesión.',
    source: { kind: 'submission', id: 42 },
    ...overrides,
  }
}

export type Rig = {
  store: MemoryOutboxStore
  worker: OutboxWorker
  clock: ReturnType<typeof fakeClock>
  logs: string[]
  enqueue(overrides?: Partial<MailDraft>): Promise<OutboxMessage>
}

/** A worker on an in-memory store with a fake clock, its log lines kept for assertions. */
export function rig(transport: MailTransport | null, store = memoryOutboxStore(), clock = fakeClock()): Rig {
  const logs: string[] = []
  // random = 1 puts every retry at the top of its back-off step, so tests know when it is due.
  const worker = createOutboxWorker({
    store,
    transport,
    now: clock.now,
    random: () => 1,
    log: (line) => logs.push(line),
  })
  return {
    store,
    worker,
    clock,
    logs,
    enqueue: (overrides) => store.enqueue(queuedMessage(draft(overrides), { now: clock.now(), domain: 'revela.test' })),
  }
}
