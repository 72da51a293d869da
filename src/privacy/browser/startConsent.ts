import { consentModeDefault, consentModeState } from '../consentModeState'
import type { ConsentClientConfig } from '../consentTypes'
import { savedChoice } from '../savedChoice'

import { gtag } from './gtag'

/** Anything carrying this attribute reopens the preferences (the library's own convention). */
const REOPEN_SELECTOR = '[data-cc="show-preferencesModal"]'

/**
 * Puts the visitor's cookie choice in force on every page. Until they accept analytics nothing
 * sets a cookie or contacts another host: the data layer is a plain array in the page, and the tag
 * manager is requested only on consent, once per page. The banner's library is loaded only when
 * there is something to ask (runBanner): a returning visitor whose choice holds gets it applied
 * from the cookie, and the library only if they reopen their preferences.
 */
export async function startConsent(config: ConsentClientConfig): Promise<void> {
  // Consent Mode reads the queue in order: the defaults must precede every update and the container.
  gtag(...consentModeDefault())
  let tagsStarted = false
  const apply = ({ categories }: { categories: string[] }) => {
    gtag('consent', 'update', consentModeState(categories))
    if (tagsStarted || !config.gtmId || !categories.includes('analytics')) return
    tagsStarted = true
    const options = { containerId: config.gtmId, region: config.region, linkerDomains: config.linkerDomains }
    // Its own chunk: a visitor who declines, or a site without a container, never loads it.
    void import('./loadTagManager').then(({ loadTagManager }) => loadTagManager(options))
  }
  const banner = () => import('./runBanner')

  let running: ReturnType<Awaited<ReturnType<typeof banner>>['runBanner']> | undefined
  const saved = savedChoice(document.cookie, config.revision)
  if (saved) apply(saved)
  else running = banner().then(({ runBanner }) => runBanner(config, apply))

  // «Configurar cookies» links: the library binds those present when it runs; this also serves
  // those drawn later and, for a returning visitor, loads the banner first.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element) || !event.target.closest(REOPEN_SELECTOR)) return
    event.preventDefault()
    const href = event.target.closest('a')?.href
    const opened = running
      ? running.then((CookieConsent) => CookieConsent.showPreferences())
      : (running = banner().then(({ runBanner }) => runBanner(config, apply, { showPreferences: true })))
    void opened.catch(() => {
      // The banner could not load (offline, a blocked script): forget the attempt and follow the
      // link to the cookie policy, where the choice is explained.
      running = undefined
      if (href) location.assign(href)
    })
  })
  await running
}
