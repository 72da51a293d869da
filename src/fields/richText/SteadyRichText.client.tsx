'use client'

import { FieldContext, useField, useFieldPath } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'

import { editorEchoes, sameContent, type EditorEchoes } from '@/fields/richText/editorEchoes'

import { useUnsavedWatch } from './useUnsavedWatch'

// Lexical's own field validates nothing in the browser (the server does, on save); the same here.
const acceptAnything = () => true as const

/**
 * Stands between the admin's form and Lexical's field (through the FieldContext that Payload's
 * useField reads first), so that a save's echo never re-mounts the editor: when the form is handed
 * back a value the editor itself held moments ago (what an autosave sent), the editor keeps its
 * content, its cursor and the focus, and the form gets the editor's newest content again. A value
 * from elsewhere (a version restored) still reaches the editor. See lib/editorEchoes. Should a
 * quick typist's last letters still miss the autosave, useUnsavedWatch saves them.
 */
export function SteadyRichText({ path: pathFromServer, children }: { path: string; children: ReactNode }) {
  const path = useFieldPath() || pathFromServer
  const field = useField<unknown>({ path, validate: acceptAnything })
  const echoes = useRef<EditorEchoes | null>(null)
  echoes.current ??= editorEchoes(field.value)
  const seenInitial = useRef(field.initialValue)
  const shownInitial = useRef(field.initialValue)
  const reassert = useRef(false)

  if (!Object.is(field.initialValue, seenInitial.current)) {
    seenInitial.current = field.initialValue
    if (echoes.current.isEcho(field.value)) {
      reassert.current = !sameContent(field.value, echoes.current.latest())
    } else {
      echoes.current.reset(field.value)
      shownInitial.current = field.initialValue
    }
  }

  const { setValue: setFormValue } = field
  const latest = useCallback(() => echoes.current!.latest(), [])
  const watchUnsaved = useUnsavedWatch(path, latest)
  useEffect(() => {
    if (!reassert.current) return
    reassert.current = false
    setFormValue(echoes.current!.latest())
  })

  const setValue = useCallback(
    (value: unknown, disableModifyingForm?: boolean) => {
      // Only what was written is watched: a report of the same content (a click, a selection) is not.
      const written = !disableModifyingForm && !sameContent(value, echoes.current!.latest())
      echoes.current!.held(value)
      setFormValue(value, disableModifyingForm)
      if (written) watchUnsaved()
    },
    [setFormValue, watchUnsaved],
  )

  const initialValue = shownInitial.current
  const context = useMemo(() => ({ ...field, path, initialValue, setValue }), [field, path, initialValue, setValue])
  return <FieldContext value={context}>{children}</FieldContext>
}
