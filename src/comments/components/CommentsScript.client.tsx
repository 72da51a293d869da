'use client'

import { useLayoutEffect } from 'react'

import type { CaptchaClientConfig } from '@/comments/browser'

import { prefillCommentForm } from './prefillCommentForm'

/**
 * The comments' behaviour on a server-drawn page: the returning visitor's details filled in and
 * comment-reply (reply links move the form, Ctrl/Cmd+Enter posts it). It renders nothing, and the
 * form works without it. comment-reply comes in a chunk of its own, loaded on mount, with the
 * invisible CAPTCHA when the site asks for one (`captcha`).
 */
export function CommentsScript({ captcha }: { captcha: CaptchaClientConfig | null }) {
  // A layout effect, so that on unmount stop() puts a moved form back before React removes the markup.
  useLayoutEffect(() => {
    const handles: { stop(): void }[] = []
    let cancelled = false
    prefillCommentForm(document)
    void import('@/comments/browser').then(({ initCommentCaptcha, initCommentReply }) => {
      if (cancelled) return
      handles.push(initCommentReply(document))
      if (captcha) handles.push(initCommentCaptcha(document, captcha))
    })
    return () => {
      cancelled = true
      for (const handle of handles) handle.stop()
    }
  }, [captcha])
  return null
}
