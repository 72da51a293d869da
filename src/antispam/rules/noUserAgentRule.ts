import type { SpamRule } from './types'

/**
 * The request named no browser (CF7's own spam test): every browser sends a User-Agent, scripts
 * often do not. Applied only when the caller passed the header's value, empty or not.
 */
export const noUserAgentRule: SpamRule = ({ userAgent }) =>
  userAgent !== undefined && userAgent.trim().length < 2 ? 'no-user-agent' : null
