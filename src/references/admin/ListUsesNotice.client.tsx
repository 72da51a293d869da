'use client'

import { useListQuery, useModal, useSelection } from '@payloadcms/ui'
import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { useModalBody } from './useModalBody'
import { USES_BOX_STYLE, USES_WORDS } from './usesWords'

type Used = { id: number; title: string; lines: string[]; menuItems: number }

/** Payload's ALL_AVAILABLE (not exported): every row of the query, across pages. */
const ALL_AVAILABLE = 'allAvailable'

/** Payload's bulk delete confirmation (DeleteMany), the same slug in every list. */
const BULK_DELETE_MODAL = 'confirm-delete-many-docs'

/**
 * In the list of pages, articles, forms or photos: when several rows are deleted at once, the
 * confirmation says which of them the menu, buttons, links or other pages use, as the edit view's
 * confirmation does for one (menus are pruned either way, see pruneMenusAfterDelete).
 */
export function ListUsesNotice({ collectionSlug }: { collectionSlug?: string }): ReactNode {
  const { selectedIDs, selectAll } = useSelection()
  const { data } = useListQuery()
  const { isModalOpen } = useModal()
  const open = isModalOpen(BULK_DELETE_MODAL)
  const body = useModalBody(BULK_DELETE_MODAL, open)
  const [used, setUsed] = useState<Used[] | null>(null)
  // «All across pages» deletes rows nobody sees: what is said covers this page's, and says so.
  const acrossPages = selectAll === ALL_AVAILABLE && (data?.totalDocs ?? 0) > (data?.docs?.length ?? 0)
  const ids = (selectAll === ALL_AVAILABLE ? (data?.docs ?? []).map((d) => d.id) : selectedIDs).join(',')

  useEffect(() => {
    if (!open || !ids || !collectionSlug) return setUsed(null)
    let live = true
    fetch(`/api/uses/${collectionSlug}?ids=${encodeURIComponent(ids)}`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ docs: Used[] }>) : null))
      .then((answer) => live && setUsed(answer?.docs ?? null))
      .catch(() => {
        // The uses cannot be read (offline, or no access): the dialog goes
        // without the notice, and deleting still works as Payload's.
      })
    return () => {
      live = false
    }
  }, [open, ids, collectionSlug])

  if (!body || !used || used.length === 0 || !collectionSlug) return null
  const words = USES_WORDS[collectionSlug] ?? USES_WORDS.pages!
  const inMenu = used.some((u) => u.menuItems > 0)
  return createPortal(
    <div
      className="uses-notice uses-notice--confirm"
      role="alert"
      style={{ ...USES_BOX_STYLE, marginTop: '1rem', textAlign: 'left' }}
    >
      <p style={{ margin: 0 }}>
        <strong>{used.length === 1 ? words.oneUsed : words.someUsed(used.length)}</strong>
      </p>
      <ul style={{ margin: '0.25rem 0 0.5rem', paddingLeft: '1.25rem' }}>
        {used.map((doc) => (
          <li key={doc.id}>
            «{doc.title || `#${doc.id}`}»: {doc.lines.join('; ')}
          </li>
        ))}
      </ul>
      <p style={{ margin: 0 }}>{words.onDeleteMany(inMenu)}</p>
      {acrossPages && <p style={{ margin: '0.5rem 0 0' }}>Solo se han comprobado los de esta página de la lista.</p>}
    </div>,
    body,
  )
}
