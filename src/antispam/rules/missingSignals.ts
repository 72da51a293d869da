import type { SpamInput } from './types'

/**
 * A post that claims to be a browser's but lacks the anti-spam fields the site's forms always
 * send: without this, leaving them out would skip the honeypot, too-fast and no-keystrokes rules.
 * The server renders the honeypot and `js` into every form, so even a visitor without JavaScript
 * posts them (empty). The fields the script adds at submit (`bfs`, `bkpc`, a page-load time in
 * `js`) are required only when the post came by a way only the script takes; a visitor without
 * JavaScript is checked by the typed word instead. Programs that do not pretend to be a browser
 * are left to the other rules (an empty User-Agent already counts as spam).
 */
export function missingSignals({ client, signals }: Pick<SpamInput, 'client' | 'signals'>): boolean {
  if (!client?.browserLike) return false
  if (!signals?.honeypotPosted) return true
  const scriptFields =
    signals.submittedAt !== undefined && signals.keypressCount !== undefined && signals.loadedAt !== undefined
  return client.scripted && !scriptFields
}
