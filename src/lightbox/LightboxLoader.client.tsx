'use client'

import { useEffect } from 'react'

import { actionLinkInAddress } from './actionLinkInAddress'
import { lightboxLinkKind, type LightboxLinkKind } from './lightboxLinkKind'

type Opener = (link: HTMLAnchorElement) => void

// Each kind of link has a chunk of its own: an image link needs the lightbox; an action link first
// needs only its small reader, which fetches the lightbox when the action opens something.
const chunks: Record<LightboxLinkKind, () => Promise<Opener>> = {
  image: () => import('./openImageLink').then((m) => m.openImageLink),
  action: () => import('./runActionLink').then((m) => m.runActionLink),
}

function linkOf(event: Event): [HTMLAnchorElement, LightboxLinkKind] | null {
  const target = event.target
  const link = target instanceof Element ? target.closest('a[href]') : null
  const kind = link instanceof HTMLAnchorElement && lightboxLinkKind(link)
  return kind ? [link as HTMLAnchorElement, kind] : null
}

/**
 * Makes image links and Elementor action links open the lightbox, on every page, with one
 * listener on the document: links added later (a posts loop refreshed) work too, and a page never
 * downloads the lightbox until a visitor points at, focuses, touches or clicks such a link (or the
 * address names one of the page's actions). Before this runs, or without JavaScript, an image link
 * simply opens the image.
 */
export function LightboxLoader() {
  useEffect(() => {
    const loading: Partial<Record<LightboxLinkKind, Promise<Opener>>> = {}
    // A failed download (offline for a moment) is tried again on the next intent.
    const load = (kind: LightboxLinkKind) =>
      (loading[kind] ??= chunks[kind]().catch((error: unknown) => {
        delete loading[kind]
        throw error
      }))
    const prefetch = (event: Event) => {
      const found = linkOf(event)
      if (found)
        load(found[1]).catch(() => {
          // A prefetch that fails (offline, a deploy replaced the chunk) is retried by the click itself.
        })
    }
    const click = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      const found = linkOf(event)
      if (!found) return
      const [link, kind] = found
      event.preventDefault()
      load(kind).then(
        (open) => open(link),
        () => kind === 'image' && location.assign(link.href),
      )
    }
    const intents = ['pointerenter', 'focusin', 'touchstart']
    const options = { capture: true, passive: true }
    document.addEventListener('click', click, true)
    for (const type of intents) document.addEventListener(type, prefetch, options)
    // Browser tests wait for this before clicking: until now a click would follow the link.
    document.documentElement.dataset.lightbox = 'ready'
    // A shared address with an action of this page («Ver el book a pantalla completa») opens it.
    const shared = actionLinkInAddress()
    if (shared)
      load('action').then(
        (open) => open(shared),
        () => {},
      )
    return () => {
      document.removeEventListener('click', click, true)
      for (const type of intents) document.removeEventListener(type, prefetch, options)
      delete document.documentElement.dataset.lightbox
    }
  }, [])
  return null
}
