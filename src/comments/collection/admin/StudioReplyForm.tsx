'use client'

import { Button, toast, useConfig } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { COMMENTS } from '@/lib/commentLimits'

import { postJson } from '@/admin/postJson'

type ReplyState =
  { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; replyId: number } | { kind: 'error'; message: string }

type ReplyAnswer = { id: number; parent: { id: number; status: string } }

/**
 * «Responder como el estudio»: WordPress's quick reply from the comments screen. The answer is
 * published at once, signed with the studio's name, below this comment; a pending comment is
 * approved with it. It is not a field of the document: the text never goes into the comment's form.
 */
export function StudioReplyForm({
  commentId,
  onParentApproved,
}: {
  commentId: number | string
  onParentApproved: () => void
}) {
  const { config } = useConfig()
  const [text, setText] = useState('')
  const [state, setState] = useState<ReplyState>({ kind: 'editing' })
  const fieldId = useId()
  const hintId = useId()
  const errorId = useId()

  const send = async () => {
    if (!text.trim()) {
      setState({ kind: 'error', message: 'Por favor, escribe la respuesta.' })
      return
    }
    setState({ kind: 'sending' })
    const result = await postJson<ReplyAnswer>(`${config.routes.api}/comments/${commentId}/reply`, { content: text })
    if (!result.ok) {
      setState({ kind: 'error', message: result.message })
      toast.error(result.message)
      return
    }
    onParentApproved()
    setText('')
    setState({ kind: 'sent', replyId: result.data.id })
    toast.success('Respuesta publicada.')
  }

  const replyUrl = state.kind === 'sent' ? `${config.routes.admin}/collections/comments/${state.replyId}` : ''
  return (
    <div className="field-type textarea" style={{ marginTop: 'var(--base)' }}>
      <label className="field-label" htmlFor={fieldId}>
        Responder como el estudio
      </label>
      <p id={hintId} className="field-description">
        Se publica enseguida con el nombre del estudio. Si el comentario está pendiente, se aprueba a la vez.
      </p>
      <div className="textarea-outer">
        <textarea
          id={fieldId}
          className="textarea-element"
          rows={4}
          value={text}
          maxLength={COMMENTS.maxLength.comment}
          aria-describedby={state.kind === 'error' ? `${hintId} ${errorId}` : hintId}
          aria-invalid={state.kind === 'error' || undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {state.kind === 'error' && (
        <p id={errorId} role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {state.message}
        </p>
      )}
      <Button buttonStyle="secondary" size="small" disabled={state.kind === 'sending'} onClick={() => void send()}>
        {state.kind === 'sending' ? 'Publicando…' : 'Publicar respuesta'}
      </Button>
      <p role="status">
        {state.kind === 'sent' && (
          <>
            Respuesta publicada. <a href={replyUrl}>Ver la respuesta</a>
          </>
        )}
      </p>
    </div>
  )
}
