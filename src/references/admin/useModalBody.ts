'use client'

import { useEffect, useState } from 'react'

/** The body of a Payload confirmation modal (delete, unpublish, bulk delete), once it is on screen. */
export function useModalBody(slug: string | undefined, open: boolean): Element | null {
  const [body, setBody] = useState<Element | null>(null)
  useEffect(() => {
    if (!open || !slug) return setBody(null)
    // The modal mounts a moment after it is asked for: look for it until it is there.
    let frame = 0
    const find = () => {
      const found = document.getElementById(slug)?.querySelector('.confirmation-modal__content')
      if (found) setBody(found)
      else frame = requestAnimationFrame(find)
    }
    find()
    return () => cancelAnimationFrame(frame)
  }, [slug, open])
  return body
}
