'use client'

import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string }

const said = (released: number) =>
  released === 0
    ? 'Mensaje movido a Recibidos. No había ningún aviso retenido que enviar.'
    : `Mensaje movido a Recibidos. ${released === 1 ? 'El aviso al estudio se envía ahora' : `Se envían ahora ${released} avisos`}.`

/**
 * Below «Bandeja» of a message taken for spam: «No es spam: entregarlo». The message moves to the
 * inbox and the notice held back is sent. Shows nothing for a message that is not in spam.
 */
export function ReleaseSpamButton() {
  const { id, data, setData } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (!id || data?.status !== 'spam') return null

  const release = async () => {
    setState({ kind: 'sending' })
    let message: string
    try {
      const response = await fetch(`${config.routes.api}/form-submissions/${id}/release`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{}',
      })
      const body = (await response.json().catch(() => {
        // An answer without a JSON body (a proxy's error page) falls back to the message with its status below.
        return null
      })) as {
        status?: string
        mailStatus?: string
        released?: number
        errors?: { message?: string }[]
      } | null
      if (response.ok && body) {
        setData({ ...data, status: body.status, mailStatus: body.mailStatus })
        toast.success(said(body.released ?? 0))
        setState({ kind: 'idle' })
        // Nothing in a submission is editable, so re-rendering the view loses no typing; it shows
        // the new inbox and mail states and hides the spam reasons.
        router.refresh()
        return
      }
      message = body?.errors?.[0]?.message || `El servidor ha respondido con un error (${response.status}).`
    } catch {
      // fetch rejects only when the server could not be reached; the editor is
      // told so and may try again, which is all there is to do.
      message = 'No se ha podido conectar con el servidor. Inténtalo de nuevo.'
    }
    setState({ kind: 'error', message })
    toast.error(message)
  }

  return (
    <div style={{ marginTop: 'calc(var(--base) / 2)' }}>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={state.kind === 'sending'}
        onClick={() => void release()}
      >
        {state.kind === 'sending' ? 'Entregando…' : 'No es spam: entregarlo'}
      </Button>
      <p role="alert" style={{ color: 'var(--theme-error-500)', margin: state.kind === 'error' ? '0.5rem 0 0' : 0 }}>
        {state.kind === 'error' ? state.message : ''}
      </p>
    </div>
  )
}
