'use client'

import { useLayoutEffect } from 'react'

import { prefillCommentForm } from './prefillCommentForm'

/**
 * The comments' behaviour on a server-drawn page: the returning visitor's details filled in and
 * comment-reply (reply links move the form, Ctrl/Cmd+Enter posts it). It renders nothing, and the
 * form works without it. comment-reply comes in a chunk of its own, loaded on mount.
 */
export function CommentsScript() {
  // A layout effect, so that on unmount stop() puts a moved form back before React removes the markup.
  useLayoutEffect(() => {
    let handle: { stop(): void } | undefined
    let cancelled = false
    prefillCommentForm(document)
    void import('@/comments/browser').then(({ initCommentReply }) => {
      if (!cancelled) handle = initCommentReply(document)
    })
    return () => {
      cancelled = true
      handle?.stop()
    }
  }, [])
  return null
}
