'use client'

import { toast, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

import { publicAddress } from '@/lib/publicAddress'

const WAIT_FOR_TOAST_MS = 3000

type Toast = ReturnType<typeof toast.getToasts>[number]
const successes = () =>
  toast
    .getToasts()
    .filter((t: Toast): t is Toast & { type: 'success'; title?: unknown } => 'type' in t && t.type === 'success')

/**
 * Turns Payload's «saved» toast of a publish into one that says so and links to the page. Payload
 * shows its own toast with the server's message (a string); this finds that toast, the newest
 * success that was not already there, and replaces its content in place.
 */
function linkTheToast(content: () => ReactNode) {
  const before = new Set(successes().map((t) => t.id))
  const started = Date.now()
  const look = () => {
    const mine = successes()
      .filter((t) => !before.has(t.id) && typeof t.title === 'string')
      .at(-1)
    if (mine) toast.success(content(), { id: mine.id })
    else if (Date.now() - started < WAIT_FOR_TOAST_MS) setTimeout(look, 50)
    else toast.success(content())
  }
  look()
}

/**
 * On a narrow screen the sidebar's fields (address, date, categories…) come after the whole form;
 * «Ajustes» brings them into view, below the controls that stay at the top, like WordPress's gear.
 */
function showSettings() {
  const sidebar = document.querySelector<HTMLElement>('.document-fields__sidebar-wrap')
  if (!sidebar) return
  const controls = document.querySelector<HTMLElement>('.doc-controls__controls-wrapper')
  const margin = (controls?.offsetHeight ?? 0) + 8
  sidebar.style.scrollMarginTop = `${margin}px`
  sidebar.scrollIntoView({ block: 'start' })
  sidebar.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true })
  // The fields above may still be growing (the rich text draws late): keep the sidebar in view a moment.
  let checks = 0
  const settle = () => {
    if (Math.abs(sidebar.getBoundingClientRect().top - margin) > 4) sidebar.scrollIntoView({ block: 'start' })
    if (++checks < 10) setTimeout(settle, 150)
  }
  setTimeout(settle, 150)
}

/**
 * Beside the document's buttons of a page or an article: «Ver la página» once it is published (and
 * the same link in the toast that confirms a publish, as WordPress's «Página publicada. Ver
 * página»), and on a phone «Ajustes», which brings the sidebar's fields into view.
 */
export function DocumentLinks({ kind }: { kind: 'page' | 'post' }) {
  const { savedDocumentData, hasPublishedDoc } = useDocumentInfo()
  const href = publicAddress(kind, savedDocumentData)
  const lastSaved = useRef<string | undefined>(undefined)
  const label = kind === 'page' ? 'Ver la página' : 'Ver el artículo'

  useEffect(() => {
    const stamp = savedDocumentData?.updatedAt as string | undefined
    const previous = lastSaved.current
    lastSaved.current = stamp
    // Only a save seen on this screen (not the document as it opened), and only a publish: autosaves
    // and «Guardar borrador» store drafts.
    if (previous === undefined || stamp === previous || savedDocumentData?._status !== 'published' || !href) return
    linkTheToast(() => (
      <span>
        {kind === 'page' ? 'Página publicada.' : 'Artículo publicado.'}{' '}
        <a href={href} target="_blank" rel="noopener" className="revela-toast-link">
          {label}
          <span className="revela-visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      </span>
    ))
  }, [savedDocumentData, href, label, kind])

  return (
    <span className="revela-doc-links">
      {hasPublishedDoc && href ? (
        // «Ver» alone: the status line beside it needs the room; the name says the rest.
        <a href={href} target="_blank" rel="noopener" className="revela-doc-links__view">
          Ver
          <span className="revela-visually-hidden">
            {' '}
            {kind === 'page' ? 'la página publicada' : 'el artículo publicado'} (se abre en otra pestaña)
          </span>
        </a>
      ) : null}
      <button type="button" className="revela-doc-links__settings" onClick={showSettings}>
        Ajustes<span className="revela-visually-hidden"> {kind === 'page' ? 'de la página' : 'del artículo'}</span>
      </button>
    </span>
  )
}
