import { SPAM_RULES } from '@/lib/constants'

import type { SpamRule } from './types'

/**
 * Sent within a second of the page loading. The browser's own two timestamps (`js` and `bfs`) are
 * compared when both are known; otherwise the server's render time and clock, never a mix of the
 * two clocks. A negative difference is left to the impossible-timing rule.
 */
export const tooFastRule: SpamRule = ({ signals, loadedAt, now }) => {
  const elapsed =
    signals?.loadedAt !== undefined && signals.submittedAt !== undefined
      ? signals.submittedAt - signals.loadedAt
      : loadedAt !== undefined
        ? now - loadedAt
        : undefined
  return elapsed !== undefined && elapsed >= 0 && elapsed < SPAM_RULES.minFillMs ? 'too-fast' : null
}
