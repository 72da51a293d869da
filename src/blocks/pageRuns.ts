/** A stretch of a page's top-level layout: a section on its own, or content blocks in a row. */
export type PageRun<B> = { kind: 'section'; block: B } | { kind: 'column'; blocks: B[] }

/**
 * Splits a page's top-level blocks into sections (each spans the window and draws its own inner
 * column) and runs of the other blocks, which the page sets in the content column as a section
 * would. Grouping a run, rather than wrapping each block, keeps neighbours siblings (a centred
 * heading's text, buttons side by side) exactly as they sit inside a section.
 */
export function pageRuns<B extends { blockType: string }>(blocks: readonly B[]): PageRun<B>[] {
  const runs: PageRun<B>[] = []
  for (const block of blocks) {
    if (block.blockType === 'section') {
      runs.push({ kind: 'section', block })
      continue
    }
    const last = runs.at(-1)
    if (last?.kind === 'column') last.blocks.push(block)
    else runs.push({ kind: 'column', blocks: [block] })
  }
  return runs
}
