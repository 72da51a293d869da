'use client'

import { useRowLabel } from '@payloadcms/ui'
import type { ReactNode } from 'react'

/** «Diapositiva 01»: Payload's own row label, with the noun capitalised where it starts the line. */
export function NumberedRowLabel({ noun }: { noun: string }): ReactNode {
  const { rowNumber = 0 } = useRowLabel()
  return (
    <span>
      {noun} {String(rowNumber + 1).padStart(2, '0')}
    </span>
  )
}
