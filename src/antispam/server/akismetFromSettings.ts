import { akismetClient, type AkismetClient } from '@/antispam/akismet'
import { env } from '@/env'

/** The Akismet adapter when the studio entered a key in the settings; otherwise none is asked. */
export function akismetFromSettings(settings: { akismetApiKey?: string | null }): AkismetClient | undefined {
  const apiKey = settings.akismetApiKey?.trim()
  if (!apiKey) return undefined
  const e = env()
  return akismetClient({ apiKey, blog: e.siteUrl + '/', endpoint: e.akismetEndpoint })
}
