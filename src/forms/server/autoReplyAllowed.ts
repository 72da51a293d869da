import { createRateLimiter, type RateLimiter } from '@/antispam/rules'
import { AUTO_REPLY } from '@/forms/formLimits'

let byRecipient: RateLimiter | undefined
let byIp: RateLimiter | undefined

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
 * mail many people from one. Kept in this process's memory, like the post rate limit; a refused
 * auto-reply is simply not sent, and the studio still gets the message.
 */
export function autoReplyAllowed(recipient: string, ip: string): boolean {
  byIp ??= createRateLimiter({ limit: AUTO_REPLY.perIp, windowMs: AUTO_REPLY.windowMs })
  byRecipient ??= createRateLimiter({ limit: AUTO_REPLY.perRecipient, windowMs: AUTO_REPLY.windowMs })
  // Without a known address every visitor would share one allowance; the recipient's limit still holds.
  if (ip && !byIp.hit(ip).allowed) return false
  return byRecipient.hit(recipientKey(recipient)).allowed
}
