import { IDS } from '../core/ids'
import { isFocusableField } from './isFocusableField'
import { replyView, type ReplyState } from './replyReducer'

type Field = HTMLInputElement & { type?: string; disabled?: boolean }

/** Carries a transition of the reply state out on the page, as comment-reply.js's moveForm does. */
export function renderReply(doc: Document, prev: ReplyState, next: ReplyState): void {
  const view = replyView(prev, next)
  const byId = (id: string) => doc.getElementById(id) as HTMLElement | null

  if (next.mode === 'replying') {
    const respond = byId(next.target.respondId)
    // A placeholder marks the form's home the first time it leaves it; later replies keep it.
    if (respond && !byId(IDS.placeholder)) {
      const placeholder = doc.createElement('div')
      placeholder.id = IDS.placeholder
      placeholder.style.display = 'none'
      respond.before(placeholder)
    }
    if (respond) byId(next.target.belowId)?.after(respond)
    const post = byId(IDS.post) as Field | null
    if (post) post.value = next.target.postId
  } else if (prev.mode === 'replying') {
    const respond = byId(prev.target.respondId)
    if (respond) byId(IDS.placeholder)?.replaceWith(respond)
  }

  const parent = byId(IDS.parent) as Field | null
  if (parent) parent.value = view.parent
  const cancel = byId(IDS.cancel)
  if (cancel) cancel.style.display = view.cancelVisible ? '' : 'none'

  const text = byId(IDS.title)?.firstChild
  if (text?.nodeType === 3 && view.title !== null) {
    text.textContent = view.title
    // Without JavaScript the heading names the parent with a link; the reply text replaces it.
    const toParent = text.nextSibling as HTMLElement | null
    if (toParent?.nodeName === 'A' && toParent.id !== IDS.cancel)
      toParent.style.display = view.cancelVisible ? 'none' : ''
  }

  if (next.mode === 'replying') focusFirstField(doc)
}

/** Focuses the form's first visible, enabled field so that the visitor can type straight away. */
function focusFirstField(doc: Document): void {
  const form = doc.getElementById(IDS.form) as HTMLFormElement | null
  for (const element of Array.from(form?.elements ?? [])) {
    const field = element as Field
    const style = doc.defaultView?.getComputedStyle(field)
    const candidate = {
      type: field.type ?? '',
      disabled: Boolean(field.disabled),
      rendered: field.getClientRects().length > 0,
      invisible: style?.visibility === 'hidden',
    }
    if (isFocusableField(candidate)) return field.focus()
  }
}
