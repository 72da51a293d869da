import { ipRateLimiter } from '@/antispam/server/ipRateLimiter'
import { AUTO_REPLY } from '@/lib/formLimits'

const byIp = ipRateLimiter('auto-reply-ip', () => ({ limit: AUTO_REPLY.perIp, windowMs: AUTO_REPLY.windowMs }))
const byRecipient = ipRateLimiter('auto-reply-to', () => ({
  limit: AUTO_REPLY.perRecipient,
  windowMs: AUTO_REPLY.windowMs,
}))

/**
 * One address however it is written: case is ignored and a `+tag` dropped, so that
 * `Ana+1@Example.com` and `ana@example.com` share their allowance.
 */
export function recipientKey(address: string): string {
  // Index arithmetic rather than regexes: the address is the visitor's, and must cost linear time.
  const open = address.lastIndexOf('<')
  const close = address.indexOf('>', open)
  const bare = (open >= 0 && close > open ? address.slice(open + 1, close) : address).trim().toLowerCase()
  const at = bare.lastIndexOf('@')
  const local = at >= 0 ? bare.slice(0, at) : bare
  const plus = local.indexOf('+')
  return `${plus >= 0 ? local.slice(0, plus) : local}@${at >= 0 ? bare.slice(at + 1) : ''}`
}

/**
 * Counts one auto-reply to `recipient` asked for from `ip` and says whether it may go out. Both
 * limits hold: a bot cannot make the site mail one person over and over from many addresses, nor
 * mail many people from one. Counted like the post rate limit (in Redis for several instances); a
 * refused auto-reply is simply not sent, and the studio still gets the message.
 */
export async function autoReplyAllowed(recipient: string, ip: string): Promise<boolean> {
  // Without a known address every visitor would share one allowance; the recipient's limit still holds.
  if (ip && !(await byIp(ip)).allowed) return false
  return (await byRecipient(recipientKey(recipient))).allowed
}
