'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'

import { COMMENT_STATUS_LABELS, COMMENT_STATUSES, type CommentStatus } from '@/comments/core/commentStatus'
import { COMMENTS } from '@/lib/commentLimits'

import { canReplyTo, MODERATION_CHOICES, type ModerationChoice } from '../../core/moderationChoices'
import { postJson } from '@/admin/postJson'
import { StudioReplyForm } from './StudioReplyForm'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy'; to: CommentStatus }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string }

/**
 * The moderation box in the comment's sidebar: WordPress's row actions for the saved state
 * (approve, unapprove, spam, bin, restore) and the studio's reply. Each button saves at once
 * through /api/comments/:id/moderate, then shows the new state in the «Estado» field without
 * touching anything else the editor may be typing (a full refresh of the view would discard it).
 */
export function ModerationActions() {
  const { id, data, setData } = useDocumentInfo()
  const { dispatchFields } = useForm()
  const { config } = useConfig()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const groupRef = useRef<HTMLDivElement>(null)
  const headingId = useId()
  const saved = COMMENT_STATUSES.find((s) => s === data?.status)

  // The button just pressed is replaced by the new state's buttons: keep the keyboard in the box.
  useEffect(() => {
    if (outcome.kind === 'done') groupRef.current?.querySelector('button')?.focus()
  }, [outcome])

  // Nothing to moderate until the comment exists.
  if (!id || !saved) return null

  /** Shows a state saved on the server in the form and the document's data, without marking it as an edit. */
  const showSaved = (status: CommentStatus) => {
    dispatchFields({ type: 'UPDATE', path: 'status', value: status, initialValue: status })
    setData({ ...data, status })
  }

  const moderate = async (choice: ModerationChoice) => {
    setOutcome({ kind: 'busy', to: choice.to })
    const result = await postJson<{ status: CommentStatus }>(`${config.routes.api}/comments/${id}/moderate`, {
      status: choice.to,
    })
    if (!result.ok) {
      setOutcome({ kind: 'error', message: result.message })
      toast.error(result.message)
      return
    }
    showSaved(result.data.status)
    setOutcome({ kind: 'done', message: choice.done })
    toast.success(choice.done)
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p id={headingId} className="field-label" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Moderación
      </p>
      <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>Estado guardado: {COMMENT_STATUS_LABELS[saved]}</p>
      <div
        ref={groupRef}
        role="group"
        aria-labelledby={headingId}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}
      >
        {MODERATION_CHOICES[saved].map((choice) => (
          <Button
            key={choice.to}
            buttonStyle={choice.to === 'approved' ? 'primary' : 'secondary'}
            size="small"
            margin={false}
            disabled={outcome.kind === 'busy'}
            onClick={() => void moderate(choice)}
          >
            {outcome.kind === 'busy' && outcome.to === choice.to ? 'Guardando…' : choice.label}
          </Button>
        ))}
      </div>
      {(saved === 'trash' || saved === 'spam') && (
        <p className="field-description" style={{ marginTop: 'calc(var(--base) / 2)' }}>
          {saved === 'trash' ? 'Los comentarios de la papelera' : 'Los comentarios en spam'} se borran solos a los{' '}
          {COMMENTS.purgeSpamAfterDays} días.
          {saved === 'trash' && ' «Eliminar», en el menú de opciones del documento, lo borra ya y para siempre.'}
        </p>
      )}
      {/* Always in the page, so that screen readers announce each new message. */}
      <p role="status" style={{ marginTop: 'calc(var(--base) / 2)' }}>
        {outcome.kind === 'done' ? outcome.message : ''}
      </p>
      {outcome.kind === 'error' && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {outcome.message}
        </p>
      )}
      {canReplyTo(saved) && <StudioReplyForm commentId={id} onParentApproved={() => showSaved('approved')} />}
    </div>
  )
}
