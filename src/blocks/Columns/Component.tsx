import type { ColumnsBlock } from '@/payload-types'

import { RenderBlocks } from '../RenderBlocks'

export function ColumnsComponent({ columns }: ColumnsBlock) {
  const list = columns ?? []
  return (
    <div className={`block-columns cols-${list.length}`}>
      {list.map((column, i) => (
        <div className="block-column" key={column.id ?? i}>
          <RenderBlocks blocks={column.blocks ?? []} />
        </div>
      ))}
    </div>
  )
}
