/** The class on <html> once the preferences panel's styles are in (consentTheme.css keeps it hidden until then). */
export const PREFERENCES_READY_CLASS = 'cc-prefs-ready'

let loading: Promise<void> | undefined

/**
 * Loads the preferences panel's styles once. Called as soon as a visitor shows an intent to open
 * the panel (pointer over or focus in the banner, a touch, a reopen link), so that it is usually
 * there before the click; the panel stays hidden until it is, and then gets the focus back.
 */
export function loadPreferencesStyles(doc: Document = document): Promise<void> {
  loading ??= import('./preferencesStyles').then(() => {
    doc.documentElement.classList.add(PREFERENCES_READY_CLASS)
  })
  return loading
}
