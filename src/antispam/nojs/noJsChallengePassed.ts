import type { SpentTokenStore } from '@/antispam/captcha/server/SpentTokenStore'
import { cookieValue } from '@/lib/cookieValue'

import { checkNoJsChallenge, noJsChallengeCookie } from './noJsChallenge'

/**
 * The word a visitor without JavaScript typed, against the challenge the frame beside it issued (in
 * a cookie named for that form): right word, signed by this site, not expired, and not used before
 * (spent in the store, as CAPTCHA tokens are).
 */
export async function noJsChallengePassed({
  cookieHeader,
  typed,
  formKey,
  secret,
  store,
}: {
  cookieHeader: string
  typed: string
  formKey: string
  secret: string
  store: SpentTokenStore
}): Promise<boolean> {
  const token = cookieValue(cookieHeader, noJsChallengeCookie(formKey))
  const challenge = token ? checkNoJsChallenge(secret, token, typed.slice(0, 100)) : null
  return challenge !== null && (await store.consume(challenge.id, challenge.expiresAt))
}
