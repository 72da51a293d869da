/**
 * Nested tabs have one selected item. As tabs (tablet and desktop) its panel is always open; as an
 * accordion (phones) the visitor may also close it, which leaves every panel closed, as Elementor's
 * mobile accordion does. The selection survives the closing, so widening the window shows it again.
 */
export type TabsState = { active: number; collapsed: boolean }

export type TabsAction =
  /** A tab was clicked or reached with the keyboard. */
  | { type: 'select'; index: number }
  /** An accordion heading was clicked: it opens its panel, or closes it when it is the open one. */
  | { type: 'toggle'; index: number }

export type TabsLayout = 'tabs' | 'accordion'

/** The state after an action. */
export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'select':
      return { active: action.index, collapsed: false }
    case 'toggle':
      return action.index === state.active && !state.collapsed
        ? { ...state, collapsed: true }
        : { active: action.index, collapsed: false }
  }
}

/** The panel shown in a layout, or null when the accordion has every panel closed. */
export function openPanel(state: TabsState, layout: TabsLayout): number | null {
  return layout === 'accordion' && state.collapsed ? null : state.active
}
