'use client'

import { useDocumentInfo, useForm } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { isUntouchedDraft } from '@/collections/untouchedDrafts/core/untouchedDraft'

/**
 * Draws nothing. When the editor leaves a page or article in which nothing was written (the
 * untitled draft «Crear» saves at once), asks the server to throw it away, so no «Sin título»
 * row stays in the list. The server checks the stored document again (discardUntouched).
 */
export function DiscardUntouchedDraft() {
  const { id, collectionSlug, hasPublishedDoc } = useDocumentInfo()
  const { getData } = useForm()
  const router = useRouter()

  useEffect(() => {
    if (!id || !collectionSlug || hasPublishedDoc) return
    const own = `/admin/collections/${collectionSlug}/${id}`
    const discard = () => {
      // Still on this document (its versions or API tab): not leaving it.
      if (window.location.pathname.startsWith(own) || !isUntouchedDraft(getData())) return
      void fetch(`/api/${collectionSlug}/${id}/discard-untouched`, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
      }).then(
        // The list being opened was drawn before the draft went: draw it again without it.
        (response) => response.ok && router.refresh(),
        () => undefined,
      )
    }
    // Only on leaving within the admin: a reload fires the same browser events as closing the tab,
    // and must find the document again. Closed tabs are left to the hourly purge (purgeUntouchedDrafts).
    // The address changes as the next view commits, not before this one unmounts: look a moment later.
    return () => void setTimeout(discard, 100)
  }, [id, collectionSlug, hasPublishedDoc, getData, router])

  return null
}
