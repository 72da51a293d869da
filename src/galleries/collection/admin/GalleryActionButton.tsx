'use client'

import { Button, toast, useConfig, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { postJson } from '@/admin/postJson'

type Step =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string }

type Answer = { status: string; message: string }

type Props = {
  /** The endpoint under /api/client-galleries/:id/. */
  action: 'send' | 'deliver' | 'reopen'
  label: string
  busyLabel: string
  /** Asked before acting (the button then says «Sí, …» beside «Cancelar»): what the click will do. */
  confirm: string
  confirmLabel: string
  primary?: boolean
  /** Told after the server did it, e.g. to read the gallery's photos again. */
  onDone?(answer: Answer): void
}

/**
 * One of the gallery's actions that reach the client or change their choice (send the link, tell
 * them of the delivery, reopen the selection): asked for once more in plain words, then done at
 * once through the gallery's endpoint; the new state shows in «Estado» without touching what the
 * editor may be typing elsewhere, and the result is announced.
 */
export function GalleryActionButton({ action, label, busyLabel, confirm, confirmLabel, primary, onDone }: Props) {
  const { id, data, setData } = useDocumentInfo()
  const { dispatchFields } = useForm()
  const { config } = useConfig()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const yes = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (step.kind === 'confirming') yes.current?.querySelector('button')?.focus()
  }, [step.kind])

  const act = async () => {
    setStep({ kind: 'busy' })
    const result = await postJson<Answer>(`${config.routes.api}/client-galleries/${id}/${action}`, {})
    if (!result.ok) {
      setStep({ kind: 'error', message: result.message })
      toast.error(result.message)
      return
    }
    const { status } = result.data
    dispatchFields({ type: 'UPDATE', path: 'status', value: status, initialValue: status })
    if (action === 'reopen')
      dispatchFields({ type: 'UPDATE', path: 'selectionSubmittedAt', value: null, initialValue: null })
    setData({ ...data, status, ...(action === 'reopen' ? { selectionSubmittedAt: null } : {}) })
    setStep({ kind: 'done', message: result.data.message })
    toast.success(result.data.message)
    onDone?.(result.data)
  }

  return (
    <div className="gallery-admin__action">
      {step.kind === 'confirming' ? (
        <div ref={yes} role="group" aria-label={label} className="gallery-admin__confirm">
          <p className="gallery-admin__confirm-text">{confirm}</p>
          <Button buttonStyle="primary" size="small" margin={false} onClick={() => void act()}>
            {confirmLabel}
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setStep({ kind: 'idle' })}>
            Cancelar
          </Button>
        </div>
      ) : (
        <Button
          buttonStyle={primary ? 'primary' : 'secondary'}
          size="small"
          margin={false}
          disabled={step.kind === 'busy'}
          onClick={() => setStep({ kind: 'confirming' })}
        >
          {step.kind === 'busy' ? busyLabel : label}
        </Button>
      )}
      {/* Always in the page, so that screen readers announce each new message. */}
      <p role="status" className="gallery-admin__status">
        {step.kind === 'done' ? step.message : ''}
      </p>
      {step.kind === 'error' && (
        <p role="alert" className="gallery-admin__error">
          {step.message}
        </p>
      )}
    </div>
  )
}
