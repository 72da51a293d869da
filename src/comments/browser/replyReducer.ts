import type { ReplyTarget } from './readReplyLink'
import { replyTitle } from './replyTitle'

/**
 * Where the comment form is: in its own place, or under a comment. While replying the state keeps
 * the heading it replaced, so that cancelling (even after replying to several comments in turn)
 * restores the original and not the previous reply's.
 */
export type ReplyState =
  { mode: 'idle' } | { mode: 'replying'; target: ReplyTarget; title: string | null; originalTitle: string | null }

export type ReplyAction =
  /** `currentTitle` is the heading's first text node, or null when it does not start with text. */
  { type: 'reply'; target: ReplyTarget; currentTitle: string | null } | { type: 'cancel' }

export const IDLE: ReplyState = { mode: 'idle' }

/** The one transition function of the reply form. */
export function replyReducer(state: ReplyState, action: ReplyAction): ReplyState {
  switch (action.type) {
    case 'reply': {
      const originalTitle = state.mode === 'replying' ? state.originalTitle : action.currentTitle
      const title = originalTitle === null ? null : replyTitle(action.target.replyTo, originalTitle)
      return { mode: 'replying', target: action.target, title, originalTitle }
    }
    case 'cancel':
      return IDLE
  }
}

/** What a transition shows: the parent id, the heading's text (null: leave it), the cancel link. */
export interface ReplyView {
  parent: string
  title: string | null
  cancelVisible: boolean
}

/** The view after going from `prev` to `next`; cancelling puts back the heading that was replaced. */
export function replyView(prev: ReplyState, next: ReplyState): ReplyView {
  if (next.mode === 'replying') return { parent: next.target.commentId, title: next.title, cancelVisible: true }
  return { parent: '0', title: prev.mode === 'replying' ? prev.originalTitle : null, cancelVisible: false }
}
