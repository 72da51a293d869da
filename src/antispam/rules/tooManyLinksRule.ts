import { SPAM_RULES } from '@/lib/constants'

import { countLinks } from './countLinks'
import type { SpamRule } from './types'

/**
 * More links than a client writing to a photographer needs. The free text is counted here as well,
 * so that a caller who forgets to count cannot switch the rule off.
 */
export const tooManyLinksRule: SpamRule = ({ links, text, maxLinks = SPAM_RULES.maxLinks }) =>
  Math.max(links, countLinks(text)) > maxLinks ? 'too-many-links' : null
