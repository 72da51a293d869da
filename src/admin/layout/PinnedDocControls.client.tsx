'use client'

import { useEffect, type ReactNode } from 'react'

/**
 * On a phone or tablet Payload pins the document's buttons by pushing their bar up by a fixed 56 px,
 * the height of its one-line status line. Ours wraps (a written-out date does not fit a phone on one
 * line), so part of it stayed pinned over the page. This measures how far the buttons sit below the
 * bar's top and pushes the bar up by exactly that (`--revela-doc-meta`, read in custom.css).
 */
export function PinnedDocControls({ children }: { children?: ReactNode }): ReactNode {
  useEffect(() => {
    const sized = new WeakSet<Element>()
    const resize = new ResizeObserver((entries) => {
      for (const { target } of entries) {
        const bar = target as HTMLElement
        const buttons = bar.querySelector<HTMLElement>('.doc-controls__controls-wrapper')
        if (!buttons) continue
        const offset = buttons.getBoundingClientRect().top - bar.getBoundingClientRect().top
        bar.style.setProperty('--revela-doc-meta', `${Math.max(0, Math.round(offset))}px`)
      }
    })
    const watch = () => {
      for (const bar of document.querySelectorAll('.doc-controls'))
        if (!sized.has(bar)) {
          sized.add(bar)
          resize.observe(bar)
        }
    }
    watch()
    const added = new MutationObserver(watch)
    added.observe(document.body, { childList: true, subtree: true })
    return () => {
      added.disconnect()
      resize.disconnect()
    }
  }, [])
  return children
}
