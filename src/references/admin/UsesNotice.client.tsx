'use client'

import { useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { useModalBody } from './useModalBody'
import { USES_BOX_STYLE as box, USES_WORDS } from './usesWords'

type Answer = { lines: string[]; menuItems: number }

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
      .catch(() => {
        // The uses cannot be read (offline, or no access): the document
        // goes without the notice, which only informs.
      })
    return () => {
      live = false
    }
  }, [id, collectionSlug])

  const deleteSlug = id ? `delete-${id}` : undefined
  const unpublishSlug = id ? `confirm-un-publish-${id}` : undefined
  const deleteBody = useModalBody(deleteSlug, Boolean(deleteSlug && isModalOpen(deleteSlug)))
  const unpublishBody = useModalBody(unpublishSlug, Boolean(unpublishSlug && isModalOpen(unpublishSlug)))

  if (!answer || answer.lines.length === 0 || !collectionSlug) return null
  const words = USES_WORDS[collectionSlug] ?? USES_WORDS.pages!
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
