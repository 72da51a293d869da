import type { CSSProperties } from 'react'

import type { ColumnsBlock } from '@/payload-types'

import { RenderBlocks } from '../RenderBlocks'
import { columnWidths } from './columnWidths'

export function ColumnsComponent({ columns }: ColumnsBlock) {
  const list = columns ?? []
  const widths = columnWidths(list)
  return (
    <div className={`block-columns cols-${list.length}${widths ? ' has-widths' : ''}`}>
      {list.map((column, i) => (
        <div
          className="block-column"
          key={column.id ?? i}
          style={widths ? ({ '--column-width': `${widths[i]}%` } as CSSProperties) : undefined}
        >
          <RenderBlocks blocks={column.blocks ?? []} />
        </div>
      ))}
    </div>
  )
}
