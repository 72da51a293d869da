'use client'

import { useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

type Answer = { lines: string[]; menuItems: number }

type Words = { this: string; onDelete: (inMenu: boolean) => string; onUnpublish: string }

const WORDS: Record<string, Words> = {
  pages: {
    this: 'Esta página',
    onDelete: (inMenu) => `Si la borras, ${inMenu ? 'se quitará del menú y ' : ''}los botones y enlaces que llevan a ella dejarán de funcionar.`,
    onUnpublish: 'Si la despublicas, los visitantes dejarán de verla en el menú y sus enlaces llevarán a una página que no existe.',
  },
  posts: {
    this: 'Este artículo',
    onDelete: (inMenu) => `Si lo borras, ${inMenu ? 'se quitará del menú y ' : ''}los botones y enlaces que llevan a él dejarán de funcionar.`,
    onUnpublish: 'Si lo despublicas, los visitantes dejarán de verlo en el menú y sus enlaces llevarán a una página que no existe.',
  },
  forms: { this: 'Este formulario', onDelete: () => 'Si lo borras, esas páginas se quedarán sin formulario.', onUnpublish: '' },
  media: { this: 'Esta foto', onDelete: () => 'Si la borras, desaparecerá de esos sitios.', onUnpublish: '' },
}

const box = { margin: '0 0 1rem', padding: '0.75rem 1rem', borderRadius: 4, border: '1px solid var(--theme-warning-500)', background: 'var(--theme-warning-50)' } as const

/** The body of the delete (or unpublish) confirmation, once it is on screen. */
function useModalBody(slug: string | undefined, open: boolean): Element | null {
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

/**
 * On the edit view of a page, article, form or photo: where it is used (the menu, buttons, links,
 * other pages), so that deleting or unpublishing it is done knowingly. The same list is repeated
 * inside the delete and unpublish confirmations.
 */
export function UsesNotice(): ReactNode {
  const { id, collectionSlug } = useDocumentInfo()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const { isModalOpen } = useModal()

  useEffect(() => {
    if (!id || !collectionSlug) return
    let live = true
    fetch(`/api/uses/${collectionSlug}/${id}`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<Answer>) : null))
      .then((data) => live && setAnswer(data))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [id, collectionSlug])

  const deleteSlug = id ? `delete-${id}` : undefined
  const unpublishSlug = id ? `confirm-un-publish-${id}` : undefined
  const deleteBody = useModalBody(deleteSlug, Boolean(deleteSlug && isModalOpen(deleteSlug)))
  const unpublishBody = useModalBody(unpublishSlug, Boolean(unpublishSlug && isModalOpen(unpublishSlug)))

  if (!answer || answer.lines.length === 0 || !collectionSlug) return null
  const words = WORDS[collectionSlug] ?? WORDS.pages!
  const onDelete = words.onDelete(answer.menuItems > 0)
  // The same list on the edit view and inside the delete and unpublish dialogs, each with what follows.
  const notice = (then: string, inDialog: boolean) => (
    <div
      className={inDialog ? 'uses-notice uses-notice--confirm' : 'uses-notice'}
      role={inDialog ? 'alert' : 'note'}
      style={inDialog ? { ...box, marginTop: '1rem', textAlign: 'left' } : box}
    >
      <p style={{ margin: 0 }}>
        <strong>{words.this} aparece en:</strong>
      </p>
      <ul style={{ margin: '0.25rem 0 0.5rem', paddingLeft: '1.25rem' }}>
        {answer.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p style={{ margin: 0 }}>{then}</p>
    </div>
  )
  return (
    <>
      {notice(onDelete, false)}
      {deleteBody && createPortal(notice(onDelete, true), deleteBody)}
      {unpublishBody && createPortal(notice(words.onUnpublish, true), unpublishBody)}
    </>
  )
}
