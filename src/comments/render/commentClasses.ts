/** The running counters Walker_Comment keeps while it draws a list ($comment_alt, $comment_thread_alt). */
export interface AltCounters {
  alt: number
  thread: number
}

/**
 * A comment's classes, as get_comment_class() orders them: `comment`, the author's (byuser
 * bypostauthor for the studio), even/odd over every comment drawn, thread-even/odd over top-level
 * ones, the depth, and `parent` when replies follow. Themes style threads by these.
 */
export function commentClasses(
  counters: AltCounters,
  depth: number,
  { hasChildren, byStudio }: { hasChildren: boolean; byStudio: boolean },
): string {
  const classes = ['comment']
  if (byStudio) classes.push('byuser', 'bypostauthor')
  classes.push(...(counters.alt % 2 ? ['odd', 'alt'] : ['even']))
  counters.alt += 1
  if (depth === 1) {
    classes.push(...(counters.thread % 2 ? ['thread-odd', 'thread-alt'] : ['thread-even']))
    counters.thread += 1
  }
  classes.push(`depth-${depth}`)
  if (hasChildren) classes.push('parent')
  return classes.join(' ')
}
