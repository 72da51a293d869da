'use client'

import { useRowLabel } from '@payloadcms/ui'
import { useEffect, useState, type ReactNode } from 'react'

import { publicAddress } from '@/lib/publicAddress'

type Row = {
  label?: string | null
  type?: 'reference' | 'custom' | null
  url?: string | null
  reference?: { relationTo?: 'pages' | 'posts'; value?: unknown } | null
}
type Target = { path: string | null; published: boolean } | 'missing'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value)

/** Where a linked page or article is now, and whether visitors see it. */
function useTarget(reference: Row['reference']): Target | undefined {
  const collection = reference?.relationTo
  const id = idOf(reference?.value)
  const [target, setTarget] = useState<Target | undefined>()
  useEffect(() => {
    if (!collection || (typeof id !== 'number' && typeof id !== 'string')) return setTarget(undefined)
    let live = true
    fetch(`/api/${collection}/${id}?depth=0`, { credentials: 'include' })
      .then(async (res) => {
        if (!live) return
        if (res.status === 404) return setTarget('missing')
        if (!res.ok) return
        const doc = (await res.json()) as { path?: string; slug?: string; legacyPath?: string; _status?: string }
        // A draft «Crear» just made has no slug yet, hence no address (not «/null/»).
        setTarget({
          path: publicAddress(collection === 'pages' ? 'page' : 'post', doc),
          published: doc._status === 'published',
        })
      })
      .catch(() => {
        // The target cannot be read (offline, or no longer there to this editor): the row keeps its plain label.
      })
    return () => {
      live = false
    }
  }, [collection, id])
  return target
}

/**
 * A menu item in the menu editor's list: its text and where it leads («Contacto → /contacto/»),
 * marked when that page is unpublished or gone, instead of «Elemento 01».
 */
export function MenuRowLabel(): ReactNode {
  const { data, rowNumber } = useRowLabel<Row>()
  const target = useTarget(data?.type === 'custom' ? null : data?.reference)
  const label = data?.label?.trim() || `Elemento ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`
  let destination: ReactNode = null
  if (data?.type === 'custom') destination = data.url || 'sin dirección'
  else if (!data?.reference || idOf(data.reference.value) == null || target === 'missing')
    destination = <strong>sin destino: elige una página o quita el elemento</strong>
  else if (target)
    destination = target.published ? (
      (target.path ?? 'sin dirección')
    ) : (
      <>
        {target.path ?? 'sin dirección'} <strong>(sin publicar: los visitantes no lo ven)</strong>
      </>
    )
  return (
    <span className="menu-row-label">
      {label}
      {destination && <span style={{ color: 'var(--theme-elevation-600)' }}> → {destination}</span>}
    </span>
  )
}
