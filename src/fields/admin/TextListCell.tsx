'use client'

import type { DefaultCellComponentProps } from 'payload'

/**
 * A list column of several texts (an outbox mail's recipients) as people write them, «a@x.es,
 * b@x.es», instead of the `["a@x.es"]` Payload's default cell prints.
 */
export function TextListCell({ cellData }: DefaultCellComponentProps) {
  const list = Array.isArray(cellData)
    ? cellData.filter((v) => v != null && v !== '').map(String)
    : cellData
      ? [String(cellData)]
      : []
  return <span>{list.join(', ')}</span>
}
