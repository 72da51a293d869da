import type { CookieValue } from 'vanilla-cookieconsent'

import { bannerConfig } from '../bannerConfig'
import type { ConsentClientConfig } from '../consentTypes'

import { loadPreferencesStyles, PREFERENCES_READY_CLASS } from './loadPreferencesStyles'
import { recordConsent } from './recordConsent'

/**
 * The banner itself (vanilla-cookieconsent, its styles, the Spanish texts): loaded only when the
 * visitor has to be asked (no choice yet, or one made on an older version of the banner) or wants
 * to change their choice. `apply` puts a choice in force (Consent Mode, the tag manager); the proof
 * of each new choice goes to the server.
 */
export async function runBanner(
  config: ConsentClientConfig,
  apply: (cookie: CookieValue) => void,
  { showPreferences = false } = {},
) {
  const [CookieConsent] = await Promise.all([import('vanilla-cookieconsent'), import('./consentStyles')])

  // A hint that the preferences are wanted (pointer over, focus on or touch of «Configurar» or a
  // reopen link): their styles start loading before the click lands. Not the other buttons: a
  // visitor who accepts or rejects never needs them.
  const intent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('#cc-main [data-role="show"], [data-cc]'))
      void loadPreferencesStyles()
  }
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(type, intent, { passive: true })

  await CookieConsent.run({
    ...bannerConfig(config),
    // onFirstConsent also fires when the revision changed or the cookie expired and the visitor
    // chose again; onConsent fires then and on every later run with a valid choice.
    onFirstConsent: ({ cookie }) => recordConsent(cookie),
    onConsent: ({ cookie }) => apply(cookie),
    // A withdrawn category reloads the page after this (autoClear.reloadPage), stopping its tags.
    onChange: ({ cookie }) => {
      apply(cookie)
      recordConsent(cookie)
    },
    // Opened without a hint (a script, a very quick tap): the panel shows once its styles are in,
    // and the focus the library gave it, while hidden, is given again.
    onModalShow: ({ modalName }) => {
      if (modalName !== 'preferencesModal' || document.documentElement.classList.contains(PREFERENCES_READY_CLASS))
        return
      // The library's own focus target inside the panel (the panel itself takes no focus).
      void loadPreferencesStyles().then(() =>
        document.querySelector<HTMLElement>('#cc-main .pm > [tabindex="-1"]')?.focus(),
      )
    },
  })
  // The first layer is a non-modal box (no cookie wall): the page around it stays available to
  // screen readers too, although the library marks it aria-modal.
  document.querySelector('#cc-main .cm')?.setAttribute('aria-modal', 'false')
  if (showPreferences) {
    await loadPreferencesStyles()
    CookieConsent.showPreferences()
  }
  return CookieConsent
}
