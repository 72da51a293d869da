import type { AkismetClient, AkismetComment, AkismetVerdict } from '../akismet/types'
import { spamRules } from './spamRules'
import type { SpamReason } from './spamReasonLabels'
import type { SpamInput } from './types'

export type SpamCheckOptions = {
  akismet?: AkismetClient
  /** What Akismet is told; fields left out are taken from the input (type: 'contact-form'). */
  akismetInput?: Partial<AkismetComment>
}

export type SpamVerdict = {
  spam: boolean
  reasons: SpamReason[]
  /** Akismet's answer, when it was asked; 'unavailable' is a note for the admin, not a reason. */
  akismet?: AkismetVerdict
}

/**
 * The server's one spam check for every form. All local rules run, so the admin sees every reason;
 * Akismet is asked only when they found nothing, which spares it obvious bots and the visitor a
 * round trip. When Akismet cannot answer, the message is let through rather than lost.
 */
export async function checkSpam(input: SpamInput, options: SpamCheckOptions = {}): Promise<SpamVerdict> {
  const reasons = Object.values(spamRules)
    .map((rule) => rule(input))
    .filter((reason): reason is SpamReason => reason !== null)
  if (reasons.length > 0 || !options.akismet) return { spam: reasons.length > 0, reasons }

  const comment: AkismetComment = {
    type: 'contact-form',
    userIp: input.ip ?? '',
    author: input.author,
    authorEmail: input.email,
    authorUrl: input.url,
    content: input.text,
    ...options.akismetInput,
  }
  const akismet = await options.akismet.commentCheck(comment).catch((): AkismetVerdict => {
    // The interface promises a verdict, but a client that throws must not turn into a lost message.
    return 'unavailable'
  })
  return akismet === 'spam' ? { spam: true, reasons: ['akismet'], akismet } : { spam: false, reasons: [], akismet }
}
