import { describe, expect, it } from 'vitest'

import { pageRuns } from '@/blocks/pageRuns'

describe('pageRuns', () => {
  it('keeps sections on their own and puts the blocks between them in one column', () => {
    const blocks = [
      { blockType: 'button' },
      { blockType: 'heading' },
      { blockType: 'section' },
      { blockType: 'richText' },
    ]
    expect(pageRuns(blocks)).toEqual([
      { kind: 'column', blocks: [{ blockType: 'button' }, { blockType: 'heading' }] },
      { kind: 'section', block: { blockType: 'section' } },
      { kind: 'column', blocks: [{ blockType: 'richText' }] },
    ])
  })
})
