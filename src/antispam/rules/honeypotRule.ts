import type { SpamRule } from './types'

/** The hidden honeypot textarea was filled: only a bot filling every field does that (reference §6). */
export const honeypotRule: SpamRule = ({ signals }) => (signals?.honeypot ? 'honeypot' : null)
