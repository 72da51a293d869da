import type { OutboxMessage } from './outboxMessage'

/** What the SMTP server said when it took the message. `rejected` lists recipients it refused while accepting others. */
export type SendResult = { messageId: string; response: string; rejected?: string[] }

/** Something that hands one message to a mail server; it throws MailSendError when that fails. */
export interface MailTransport {
  send(message: OutboxMessage): Promise<SendResult>
}

/**
 * A failed send, already judged: `permanent` when trying the same message again would fail the same
 * way (a 5xx reply, an address the server refuses), so the outbox stops instead of retrying for hours.
 */
export class MailSendError extends Error {
  override name = 'MailSendError'

  constructor(
    message: string,
    readonly permanent: boolean,
    readonly details: { code?: string; responseCode?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause })
  }
}
