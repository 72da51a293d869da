import type { TabsBlock } from '@/payload-types'

import { RenderBlocks } from '../RenderBlocks'
import { initialTabIndex } from './core/initialTabIndex'
import { TabsView } from './TabsView'
import './tabs.css'

/**
 * Elementor's nested tabs: each tab holds content blocks. The tab at «Pestaña abierta al cargar»
 * (counted from 1) is open when the page loads, or the first one.
 */
export function TabsComponent({ id, label, items, activeItemIndex, instant }: TabsBlock) {
  const list = items ?? []
  if (list.length === 0) return null
  return (
    <TabsView
      baseId={`tabs-${id ?? 'bloque'}`}
      label={label}
      active={initialTabIndex(activeItemIndex, list.length)}
      instant={instant === true}
      items={list.map((item, i) => ({
        key: item.id ?? String(i),
        title: item.title,
        anchor: item.anchor,
        content: <RenderBlocks blocks={item.blocks ?? []} />,
      }))}
    />
  )
}
