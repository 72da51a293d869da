import { behaviourFieldsForAkismet, type AkismetComment } from '@/antispam/akismet'
import { checkSpam, countLinks, parseBlocklist, parseSignals, type SpamInput, type SpamVerdict } from '@/antispam/rules'

import type { SiteSetting } from '@/payload-types'

import { akismetFromSettings } from './akismetFromSettings'

/** One post to any of the site's forms, as the shared spam check sees it. */
export interface SpamCheckRequest {
  type: AkismetComment['type']
  /** Every posted field; the behavioural ones are found by `prefix`. */
  fields: readonly [string, string][]
  /** `ak_` for comments, `_wpcf7_ak_` for contact forms. */
  prefix: string
  /** The free text (the comment, the message); every field's links are counted besides. */
  text: string
  ip: string
  userAgent: string
  referrer?: string
  permalink?: string
  author?: string
  email?: string
  url?: string
  captcha?: 'ok' | 'failed' | 'absent'
  now?: number
  /** Whether the post claims to be a browser's and came by the script's own way (see SpamInput). */
  client?: SpamInput['client']
}

/**
 * The site's one spam check, used by the comment handler and the contact-form pipeline alike: the
 * studio's settings (blocklist, link limit, Akismet key) applied to checkSpam's rules. The
 * behavioural fields go to Akismet as its WordPress plugin sends them. The settings are the ones the
 * post's pipeline already read (one read per submission).
 */
export async function spamCheck(settings: SiteSetting, request: SpamCheckRequest): Promise<SpamVerdict> {
  const hasSignals = request.fields.some(([name]) => name.startsWith(request.prefix))
  const links = request.fields.reduce(
    (sum, [name, value]) => (name.startsWith(request.prefix) ? sum : sum + countLinks(value)),
    0,
  )
  return checkSpam(
    {
      signals: hasSignals ? parseSignals(request.fields, request.prefix) : null,
      text: request.text,
      fields: Object.fromEntries(request.fields),
      now: request.now ?? Date.now(),
      captcha: request.captcha,
      links,
      maxLinks: settings.spamMaxLinks ?? undefined,
      blocklist: parseBlocklist(settings.spamBlocklist ?? ''),
      ip: request.ip,
      userAgent: request.userAgent,
      email: request.email,
      author: request.author,
      url: request.url,
      client: request.client,
    },
    {
      akismet: akismetFromSettings(settings),
      akismetInput: {
        type: request.type,
        userIp: request.ip,
        userAgent: request.userAgent,
        referrer: request.referrer,
        permalink: request.permalink,
        extra: behaviourFieldsForAkismet(request.fields, request.prefix),
      },
    },
  )
}
