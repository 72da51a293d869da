import { SPAM_RULES } from '@/lib/constants'

import type { SpamRule } from './types'

/**
 * A long free text arrived although the script counted no keypress at all. Applied only when the
 * script reported a count: a visitor without JavaScript sends none and must not be judged by it.
 * Text pasted with the mouse also types no key, which is why the text must be long and the count
 * exactly zero rather than merely low.
 */
export const noKeystrokesRule: SpamRule = ({ signals, text }) =>
  signals?.keypressCount === 0 &&
  signals.keypresses.length === 0 &&
  text.trim().length > SPAM_RULES.noKeystrokesMinTextLength
    ? 'no-keystrokes'
    : null
