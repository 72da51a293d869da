import { describe, expect, it } from 'vitest'

import { buildThreads, type ThreadNode } from '@/comments/core'

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString()
const c = (id: number, parent: number | null, minute = id) => ({ id, parent, createdAt: at(minute) })

/** "id@depth" lines in reading order, indented by depth: easy to compare with the expected page. */
function outline(nodes: ThreadNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    out.push(`${'  '.repeat(node.depth - 1)}${node.comment.id}@${node.depth}`)
    outline(node.children, out)
  }
  return out
}

describe('buildThreads', () => {
  it('orders every level oldest first, whatever the input order', () => {
    const threads = buildThreads([c(4, 1), c(2, null), c(3, 1), c(1, null, 0)])
    expect(outline(threads)).toEqual(['1@1', '  3@2', '  4@2', '2@1'])
  })

  it('breaks equal dates by id', () => {
    expect(outline(buildThreads([c(9, null, 1), c(5, null, 1)]))).toEqual(['5@1', '9@1'])
  })

  it('shows replies below the deepest level as siblings after their parent, depth first', () => {
    // 1 ← 2 ← 3 ← 4 ← 5 ← 6 ← 7, and 8 replies to 5 after 6 and 7.
    const chain = [c(1, null), c(2, 1), c(3, 2), c(4, 3), c(5, 4), c(6, 5), c(7, 6), c(8, 5)]
    expect(outline(buildThreads(chain))).toEqual([
      '1@1',
      '  2@2',
      '    3@3',
      '      4@4',
      '        5@5',
      '        6@5',
      '        7@5',
      '        8@5',
    ])
  })

  it('honours a smaller maximum depth', () => {
    const threads = buildThreads([c(1, null), c(2, 1), c(3, 2), c(4, 1)], { maxDepth: 2 })
    expect(outline(threads)).toEqual(['1@1', '  2@2', '  3@2', '  4@2'])
  })

  it('lists every comment on its own when threading is off (depth below 2)', () => {
    expect(outline(buildThreads([c(2, 1), c(1, null)], { maxDepth: 1 }))).toEqual(['1@1', '2@1'])
  })

  it('makes orphans (parent absent or unapproved) top-level, in date order', () => {
    expect(outline(buildThreads([c(1, null), c(3, 99), c(4, null), c(5, 3)]))).toEqual(['1@1', '3@1', '  5@2', '4@1'])
  })

  it('treats parent 0 as top level and never loses a comment in a parent cycle', () => {
    const threads = buildThreads([c(1, 0), c(2, 3), c(3, 2), c(4, 4)])
    expect(outline(threads)).toEqual(['1@1', '2@1', '  3@2', '4@1'])
  })

  it('keeps the caller’s extra fields', () => {
    const [node] = buildThreads([{ ...c(1, null), author: 'Ana' }])
    expect(node?.comment.author).toBe('Ana')
  })

  it('handles a very long chain without deep recursion', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => c(i + 1, i || null, i))
    const threads = buildThreads(chain)
    expect(outline(threads)).toHaveLength(20_000)
  })
})
