import { looksLikeBrowser } from '@/antispam/rules'

/** Whether a request claims to come from a browser, read from its headers (see looksLikeBrowser). */
export const browserLike = (request: Request): boolean =>
  looksLikeBrowser({
    userAgent: request.headers.get('user-agent') ?? '',
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  })
