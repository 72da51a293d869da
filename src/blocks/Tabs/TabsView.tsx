import type { CSSProperties, ReactNode } from 'react'
import { Fragment } from 'react'

import { TAB_ANIMATION_MS } from '@/lib/constants'

import { TabsScript } from './TabsScript.client'

/** `anchor`: the panel's id when the editor gave one, so that a `#familia` link opens this tab. */
export type TabsViewItem = { key: string; title: string; content: ReactNode; anchor?: string | null }

type Props = { baseId: string; label?: string | null; items: TabsViewItem[]; active: number; instant: boolean }

/**
 * Nested tabs, drawn for both layouts at once: a tab list (tablets and desktops) and, before each
 * panel, an accordion heading (phones). CSS shows one or the other, so the server's HTML already
 * has the final layout with the active item open, and nothing shifts when the script starts.
 * Each panel also has its title as a plain heading, shown only without JavaScript: the toggles
 * could not act then, and a button that does nothing should not be a tab stop.
 */
export function TabsView({ baseId, label, items, active, instant }: Props) {
  const ids = items.map((item, i) => ({
    tab: `${baseId}-tab-${i + 1}`,
    toggle: `${baseId}-toggle-${i + 1}`,
    panel: item.anchor || `${baseId}-panel-${i + 1}`,
  }))
  const style = { '--tabs-duration': `${instant ? 0 : TAB_ANIMATION_MS}ms` } as CSSProperties
  return (
    <div id={baseId} className="block-tabs" style={style} data-tabs="" data-instant={instant ? '' : undefined}>
      <div className="block-tabs__list" role="tablist" aria-label={label || undefined}>
        {items.map((item, i) => (
          <button
            type="button"
            key={item.key}
            id={ids[i]!.tab}
            className="block-tabs__tab"
            role="tab"
            aria-selected={i === active}
            aria-controls={ids[i]!.panel}
            tabIndex={i === active ? 0 : -1}
          >
            {item.title}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <Fragment key={item.key}>
          {/* h2: a tab's title heads its own part of the page, and may follow the page's h1 directly. */}
          <h2 className="block-tabs__heading">{item.title}</h2>
          <button
            type="button"
            id={ids[i]!.toggle}
            className="block-tabs__toggle"
            aria-expanded={i === active}
            aria-controls={ids[i]!.panel}
          >
            {item.title}
          </button>
          <div
            id={ids[i]!.panel}
            className="block-tabs__panel"
            role="tabpanel"
            aria-labelledby={ids[i]!.tab}
            tabIndex={0}
            hidden={i !== active}
          >
            {item.content}
          </div>
        </Fragment>
      ))}
      <TabsScript rootId={baseId} />
    </div>
  )
}
