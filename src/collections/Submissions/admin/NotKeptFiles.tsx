'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { describeNotKept, notKeptFiles } from '@/forms/notKeptFiles'

/**
 * Below «Archivos adjuntos» of a message that arrived as spam: the files its sender attached, which
 * were not kept (only their name, size and type were), so the list above is empty on purpose.
 */
export function NotKeptFiles() {
  const { data } = useDocumentInfo()
  const files = notKeptFiles(data?.fields)
  if (files.length === 0) return null
  return (
    <div style={{ marginTop: 'calc(var(--base) / 2)' }}>
      <p style={{ margin: 0 }}>
        {files.length === 1 ? 'No se guardó el archivo' : `No se guardaron los ${files.length} archivos`} que envió el
        remitente, porque el mensaje llegó como spam; solo constan el nombre, el tamaño y el tipo:
      </p>
      <ul style={{ margin: '0.25rem 0 0' }}>
        {files.map((file, i) => (
          <li key={i}>{describeNotKept(file)}</li>
        ))}
      </ul>
    </div>
  )
}
