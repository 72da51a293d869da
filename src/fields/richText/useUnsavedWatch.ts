'use client'

import { useConfig, useDocumentForm, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useCallback, useEffect, useRef } from 'react'

import { sameContent } from '@/fields/richText/editorEchoes'

/** How long the editor stays quiet before the stored draft is compared with it (autosave runs at 0.8 s). */
const QUIET_MS = 3_000
/** Saves of its own it may make in a row for one quiet spell, should the server keep refusing. */
const MAX_SAVES = 2

/**
 * The last line of «nothing typed is lost»: once the editor has been quiet for a few seconds, the
 * draft the server holds is read back, and if this field's content there is not what the editor
 * shows, the form is saved as the autosave would save it. Payload's autosave skips a change made
 * while an earlier save is under way when the form's data looks the same after the answer as before
 * it (its debounce compares data, and the answer may briefly hand the field the stale copy), so the
 * last letters of a quick typist could wait for the next change — or be lost with the tab.
 * Only in a document with autosave: elsewhere saving is the editor's choice.
 */
export function useUnsavedWatch(path: string, latest: () => unknown): () => void {
  const { id, collectionSlug, docConfig } = useDocumentInfo()
  const documentForm = useDocumentForm()
  const ownForm = useForm()
  const form = documentForm ?? ownForm
  const { config } = useConfig()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const reports = useRef(0)
  const autosave = Boolean(
    (docConfig as { versions?: { drafts?: { autosave?: unknown } } } | undefined)?.versions?.drafts?.autosave,
  )

  const check = useCallback(
    async (saves: number) => {
      if (!id || !collectionSlug) return
      const report = reports.current
      const api = config.routes.api
      const response = await fetch(`${api}/${collectionSlug}/${id}?draft=true&depth=0`, {
        credentials: 'include',
      }).catch(() => {
        // Offline, or the server away: Payload's own autosave shows
        // that, and the next change arms this check again.
        return null
      })
      if (!response?.ok || report !== reports.current) return
      const stored = valueAt(
        await response.json().catch(() => {
          // A draft that does not come back as JSON cannot be compared; the next change arms this check again.
          return null
        }),
        path,
      )
      if (stored === undefined || sameContent(stored, latest()) || report !== reports.current) return
      await form.submit({
        action: `${api}/${collectionSlug}/${id}?autosave=true&depth=0&draft=true`,
        method: 'PATCH',
        overrides: { _status: 'draft' },
        acceptValues: { overrideLocalChanges: false },
        disableFormWhileProcessing: false,
        disableSuccessStatus: true,
        skipValidation: true,
      })
      if (saves + 1 < MAX_SAVES) timer.current = setTimeout(() => void check(saves + 1), QUIET_MS)
    },
    [id, collectionSlug, config.routes.api, form, path, latest],
  )

  useEffect(() => () => clearTimeout(timer.current), [])

  return useCallback(() => {
    if (!autosave) return
    reports.current++
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void check(0), QUIET_MS)
  }, [autosave, check])
}

/** The value at a form path (`layout.0.content`) in a document, or undefined where there is none. */
function valueAt(doc: unknown, path: string): unknown {
  let at: unknown = doc
  for (const key of path.split('.')) {
    if (at == null || typeof at !== 'object') return undefined
    at = (at as Record<string, unknown>)[key]
  }
  return at
}
