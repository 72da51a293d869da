'use client'

import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { formatBytes } from '@/lib/formatBytes'

import { type UploadRow, uploadStore } from './uploadStore'
import { installUploadProgress } from './uploadWithProgress'

import './uploadProgress.css'

const seconds = (ms: number) => `${Math.max(1, Math.round(ms / 1000)).toLocaleString('es-ES')} s`
const percent = (row: UploadRow) => (row.total ? Math.floor((row.loaded / row.total) * 100) : 0)

function statusText(row: UploadRow, now: number): string {
  switch (row.state) {
    case 'uploading': {
      const elapsed = now - row.startedAt
      const rate = elapsed > 1500 && row.loaded > 0 ? row.loaded / elapsed : 0
      const left = rate ? ` · quedan unos ${seconds((row.total - row.loaded) / rate)}` : ''
      return `${formatBytes(row.loaded)} de ${formatBytes(row.total)} · ${percent(row)} %${left}`
    }
    case 'processing':
      return 'Subida; creando los tamaños para la web…'
    case 'retrying':
      return row.message ?? 'Reintentando…'
    case 'done':
      return `Subida: ${formatBytes(row.total)} en ${seconds((row.finishedAt ?? now) - row.startedAt)}`
    case 'failed':
      return row.message ?? 'No se pudo subir.'
  }
}

/**
 * Wraps the admin: takes over photo uploads (uploadWithProgress) and shows each one under way in a
 * panel at the bottom corner, with a bar per file, how much is left, retries and the reason of a
 * refusal. Leaving the page while a photo is still going asks first, as the browser does.
 */
export function UploadProgress({ children }: { children?: ReactNode }) {
  useEffect(installUploadProgress, [])
  const rows = useSyncExternalStore(uploadStore.subscribe, uploadStore.rows, () => [])
  const busy = rows.some((row) => row.state !== 'done' && row.state !== 'failed')
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!busy) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    const leaving = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', leaving)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('beforeunload', leaving)
    }
  }, [busy])
  // Payload's toasts come up from the same corner: they are lifted above the panel (see the CSS).
  const panel = useRef<HTMLElement>(null)
  const shown = rows.length > 0
  useEffect(() => {
    const root = document.documentElement
    if (!shown || !panel.current) {
      root.style.removeProperty('--revela-uploads-height')
      return
    }
    const observer = new ResizeObserver(([entry]) =>
      root.style.setProperty('--revela-uploads-height', `${Math.ceil(entry!.borderBoxSize[0]!.blockSize)}px`),
    )
    observer.observe(panel.current)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--revela-uploads-height')
    }
  }, [shown])
  const done = rows.filter((row) => row.state === 'done').length
  const failed = rows.filter((row) => row.state === 'failed').length
  const summary = busy
    ? rows.length === 1
      ? 'Subiendo 1 foto'
      : `Subiendo ${rows.length} fotos: ${done} ${done === 1 ? 'lista' : 'listas'}`
    : failed
      ? `${failed === 1 ? '1 foto no se pudo subir' : `${failed} fotos no se pudieron subir`}${done ? `; ${done} ${done === 1 ? 'subida' : 'subidas'}` : ''}`
      : `${done === 1 ? 'Foto subida' : `${done} fotos subidas`}`
  return (
    <>
      {children}
      {rows.length > 0 && (
        <section ref={panel} className="revela-uploads" aria-label="Subida de fotos">
          <header className="revela-uploads__header">
            <h2 className="revela-uploads__title" role="status">
              {summary}
            </h2>
            {!busy && (
              <button type="button" className="revela-uploads__close" onClick={uploadStore.clearFinished}>
                Cerrar
              </button>
            )}
          </header>
          <ul className="revela-uploads__list">
            {rows.map((row) => (
              <li key={row.id} className={`revela-uploads__row revela-uploads__row--${row.state}`}>
                <span className="revela-uploads__name" title={row.name}>
                  {row.name}
                </span>
                <progress
                  className="revela-uploads__bar"
                  max={row.total}
                  value={row.state === 'failed' ? 0 : row.loaded}
                  aria-label={`Subida de ${row.name}`}
                  aria-valuetext={`${percent(row)} %`}
                />
                <span className="revela-uploads__status">{statusText(row, now)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
