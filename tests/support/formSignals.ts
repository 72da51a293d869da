/**
 * The anti-spam fields a browser posts with a contact form: the server-rendered honeypot and `js`
 * time, and those the form's script adds (first keystroke, first submit, keystrokes), as a person
 * who took half a minute to write would send them.
 */
export function browserSignals(now = Date.now()): Record<string, string> {
  return {
    _wpcf7_ak_hp_textarea: '',
    _wpcf7_ak_js: String(now - 30_000),
    _wpcf7_ak_bib: String(now - 20_000),
    _wpcf7_ak_bfs: String(now),
    _wpcf7_ak_bkpc: '30',
  }
}
