import { blocklistRule } from './blocklistRule'
import { captchaRule } from './captchaRule'
import { honeypotRule } from './honeypotRule'
import { impossibleTimingRule } from './impossibleTimingRule'
import { noKeystrokesRule } from './noKeystrokesRule'
import { noUserAgentRule } from './noUserAgentRule'
import type { SpamReason } from './spamReasonLabels'
import { tooFastRule } from './tooFastRule'
import { tooManyLinksRule } from './tooManyLinksRule'
import type { SpamRule } from './types'

/**
 * Every local rule, keyed by the reason it gives. Typed as a complete record so that a reason added
 * to SpamReason without a rule (other than Akismet's) fails to compile.
 */
export const spamRules: Readonly<Record<Exclude<SpamReason, 'akismet'>, SpamRule>> = {
  honeypot: honeypotRule,
  captcha: captchaRule,
  'no-keystrokes': noKeystrokesRule,
  'too-fast': tooFastRule,
  'impossible-timing': impossibleTimingRule,
  'too-many-links': tooManyLinksRule,
  blocklist: blocklistRule,
  'no-user-agent': noUserAgentRule,
}
