'use client'

import { useSearchParams } from 'next/navigation'

/**
 * "Exportar CSV" above the inbox list. It carries the list's search box text along, so the export
 * holds what the editor is looking at.
 */
export function ExportCsvLink() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  const search = params.get('search')
  if (search) query.set('search', search)
  const href = `/api/form-submissions/export.csv${query.size ? `?${query}` : ''}`
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Exportar CSV
      </a>
    </p>
  )
}
