/**
 * The element a reading-progress indicator follows. 'page': none, the whole page. 'content': the
 * element matching `selector` inside the <article> around the indicator, else that article itself;
 * an indicator outside any article takes the first match in the page, else the first article,
 * else <main>.
 */
export function readingTarget(
  el: HTMLElement,
  relativeTo: string | undefined,
  selector: string | undefined,
): HTMLElement | null {
  if (relativeTo === 'page') return null
  const article = el.closest<HTMLElement>('article')
  const match = (scope: ParentNode) => (selector ? scope.querySelector<HTMLElement>(selector) : null)
  if (article) return match(article) ?? article
  return (
    match(document) ?? document.querySelector<HTMLElement>('article') ?? document.querySelector<HTMLElement>('main')
  )
}
