import { IDS, REPLY_LINK_CLASS } from '../core/ids'
import { isPlainClick } from '@/lib/browser/isPlainClick'
import { isSubmitShortcut } from './isSubmitShortcut'
import { readReplyLink } from './readReplyLink'
import { IDLE, replyReducer, type ReplyAction, type ReplyState } from './replyReducer'
import { renderReply } from './renderReply'

export interface CommentReplyHandle {
  /** Removes the listeners and puts a moved form back home (call it before the markup goes away). */
  stop(): void
}

/**
 * WordPress's comment-reply.js behaviour: "Responder" moves the comment form under its comment,
 * "Cancelar la respuesta" moves it back, Ctrl/Cmd+Enter in the form submits it. The listeners are
 * delegated to the document so that comments rendered later need no wiring.
 */
export function initCommentReply(doc: Document = document): CommentReplyHandle {
  let state: ReplyState = IDLE
  const dispatch = (action: ReplyAction) => {
    const prev = state
    state = replyReducer(prev, action)
    renderReply(doc, prev, state)
  }

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(`.${REPLY_LINK_CLASS}, #${IDS.cancel}`)
    if (!link || !isPlainClick(event)) return
    if (link.id === IDS.cancel) {
      // Not replying here (the page came from ?replytocom=): the link's href reloads the page.
      if (state.mode === 'idle') return
      event.preventDefault()
      return dispatch({ type: 'cancel' })
    }
    const target = readReplyLink((link as HTMLElement).dataset)
    // Like moveForm(), nothing happens unless the comment, the form and its parent field exist.
    if (!target || ![target.belowId, target.respondId, IDS.parent].every((id) => doc.getElementById(id))) return
    event.preventDefault()
    const first = doc.getElementById(IDS.title)?.firstChild
    dispatch({ type: 'reply', target, currentTitle: first?.nodeType === 3 ? (first.textContent ?? '') : null })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const form = doc.getElementById(IDS.form) as HTMLFormElement | null
    const target = event.target as Element | null
    if (!form || !target?.tagName || !form.contains(target)) return
    if (!isSubmitShortcut({ ...pick(event), targetTag: target.tagName })) return
    event.preventDefault()
    // Older Safari lacks requestSubmit; clicking the submit button runs the same validation.
    if (typeof form.requestSubmit === 'function') form.requestSubmit()
    else form.querySelector<HTMLElement>('[type="submit"]')?.click()
  }

  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  return {
    stop() {
      doc.removeEventListener('click', onClick)
      doc.removeEventListener('keydown', onKeyDown)
      if (state.mode === 'replying') dispatch({ type: 'cancel' })
    },
  }
}

const pick = ({ key, ctrlKey, metaKey, repeat, isComposing }: KeyboardEvent) => ({
  key,
  ctrlKey,
  metaKey,
  repeat,
  isComposing,
})
