import { describe, expect, it } from 'vitest'

import { openPanel, tabsReducer, type TabsAction, type TabsState } from '@/blocks/Tabs/core/tabsState'

const open = (active: number): TabsState => ({ active, collapsed: false })
const closed = (active: number): TabsState => ({ active, collapsed: true })

describe('tabsReducer', () => {
  it.each<[string, TabsState, TabsAction, TabsState]>([
    ['selecting another tab opens it', open(0), { type: 'select', index: 2 }, open(2)],
    ['selecting the open tab keeps it open', open(2), { type: 'select', index: 2 }, open(2)],
    ['selecting a tab reopens a closed accordion', closed(1), { type: 'select', index: 1 }, open(1)],
    ['toggling another heading opens it and closes the open one', open(0), { type: 'toggle', index: 3 }, open(3)],
    ['toggling the open heading closes it', open(3), { type: 'toggle', index: 3 }, closed(3)],
    ['toggling the closed heading opens it again', closed(3), { type: 'toggle', index: 3 }, open(3)],
    ['toggling another heading while all are closed opens it', closed(3), { type: 'toggle', index: 0 }, open(0)],
  ])('%s', (_, state, action, expected) => {
    expect(tabsReducer(state, action)).toEqual(expected)
  })
})

describe('openPanel', () => {
  it.each<[TabsState, 'tabs' | 'accordion', number | null]>([
    [open(2), 'tabs', 2],
    [open(2), 'accordion', 2],
    [closed(2), 'accordion', null],
    // As tabs one panel is always open: the one closed on a phone shows again on a wider window.
    [closed(2), 'tabs', 2],
  ])('%o as %s shows %s', (state, layout, expected) => {
    expect(openPanel(state, layout)).toBe(expected)
  })
})
