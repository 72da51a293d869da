'use client'

import { useEffect, type ReactNode } from 'react'

import { spanishAriaLabel } from './spanishAriaLabel'

const relabel = (el: Element) => {
  const label = el.getAttribute('aria-label')
  const spanish = label ? spanishAriaLabel(label) : null
  if (spanish) el.setAttribute('aria-label', spanish)
}

const relabelTree = (root: Element) => {
  relabel(root)
  for (const el of root.querySelectorAll('[aria-label]')) relabel(el)
}

/**
 * Puts Spanish on the few buttons Payload names in English in its code (spanishAriaLabel), as they
 * appear: a provider of the admin, so every view has it. React leaves an attribute it did not change
 * alone, and a button drawn again arrives here as a new node.
 */
export function SpanishAriaLabels({ children }: { children?: ReactNode }): ReactNode {
  useEffect(() => {
    relabelTree(document.body)
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'attributes') relabel(change.target as Element)
        else for (const node of change.addedNodes) if (node instanceof Element) relabelTree(node)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [])
  return children
}
