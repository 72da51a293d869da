import { CONTACT_FORM } from '@/lib/constants'

import type { BrowserEnv } from '../env'

let popupCount = 0

/**
 * Shows a server-ordered popup as a modal `<dialog>`: labelled by its first heading, closable with
 * "Cerrar", Escape or the template's own `.close-button`, and removed from the page
 * CONTACT_FORM.popupRemoveAfterCloseMs after it closes. The redirect plugin's classes are kept:
 * `is-open`/`fade` on the popup, `modal-popup-open` and the template name on the body.
 */
export function showPopup(
  doc: Document,
  popup: { html: string; name: string },
  env: Pick<BrowserEnv, 'setTimeout'>,
): HTMLDialogElement {
  const dialog = doc.createElement('dialog')
  dialog.className = 'wpcf7r-modal'
  const content = doc.createElement('div')
  content.className = 'wpcf7r-modal-content'
  content.append(safeFragment(doc, popup.html))
  const heading = content.querySelector('h1, h2, h3, h4, h5, h6')
  if (heading) {
    heading.id ||= `wpcf7r-modal-title-${++popupCount}`
    dialog.setAttribute('aria-labelledby', heading.id)
  } else {
    dialog.setAttribute('aria-label', popup.name || 'Mensaje')
  }
  const close = doc.createElement('button')
  close.type = 'button'
  close.className = 'wpcf7r-modal-close'
  close.textContent = 'Cerrar'
  close.autofocus = true
  dialog.append(content, close)

  // The plugin's template name is a class of the body while the popup is open, when it is one token.
  const bodyClasses = /^[A-Za-z_][\w-]*$/.test(popup.name) ? [popup.name] : []
  dialog.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('.close-button, .wpcf7r-modal-close')) dialog.close()
  })
  dialog.addEventListener(
    'close',
    () => {
      dialog.classList.remove('is-open')
      dialog.classList.add('fade')
      doc.body.classList.remove('modal-popup-open', ...bodyClasses)
      env.setTimeout(() => dialog.remove(), CONTACT_FORM.popupRemoveAfterCloseMs)
    },
    { once: true },
  )
  doc.body.append(dialog)
  doc.body.classList.add('modal-popup-open', ...bodyClasses)
  dialog.showModal()
  dialog.classList.add('is-open')
  return dialog
}

const URL_ATTRIBUTES = /^(href|src|action|formaction|xlink:href)$/i

/**
 * Parses the template inertly and drops what could run code: script-bearing elements, `on*`
 * handlers and `javascript:` URLs. Popups are content; scripts go through FireScript, if allowed.
 */
function safeFragment(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template')
  template.innerHTML = html
  const { content } = template
  content.querySelectorAll('script, iframe, object, embed, frame, link, meta, base').forEach((el) => el.remove())
  for (const el of content.querySelectorAll('*')) {
    for (const { name, value } of [...el.attributes]) {
      if (/^on/i.test(name) || (URL_ATTRIBUTES.test(name) && /^\s*(javascript|vbscript|data):/i.test(value))) {
        el.removeAttribute(name)
      }
    }
  }
  return content
}
