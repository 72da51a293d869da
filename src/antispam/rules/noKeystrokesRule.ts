import { SPAM_RULES } from '@/lib/constants'

import type { SpamRule } from './types'

/**
 * A long free text arrived although the script counted no keypress, no click and no touch: the
 * text was put there by a program. Applied only when the script reported a count: a visitor without
 * JavaScript sends none and must not be judged by it. A person who pastes with the mouse or a
 * phone's menu clicks or touches, so those visitors pass; that is why the rule also wants the
 * text long and every count exactly zero rather than merely low.
 */
export const noKeystrokesRule: SpamRule = ({ signals, text }) =>
  signals?.keypressCount === 0 &&
  signals.keypresses.length === 0 &&
  !signals.mouseClickCount &&
  signals.mouseClicks.length === 0 &&
  !signals.touchEventCount &&
  signals.touchEvents.length === 0 &&
  text.trim().length > SPAM_RULES.noKeystrokesMinTextLength
    ? 'no-keystrokes'
    : null
