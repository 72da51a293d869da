/** Every word the loop shows or announces, in one place. */
export const LOOP_TEXTS = {
  filterLabel: 'Filtrar entradas por categoría',
  all: 'Todas',
  paginationLabel: 'Paginación de entradas',
  page: 'Página',
  // The guillemets are drawn apart from the words, hidden from screen readers (see renderLoopPagination).
  previous: 'Anterior',
  previousMark: '«',
  next: 'Siguiente',
  nextMark: '»',
  categories: 'Categorías',
  empty: 'No hay entradas en esta página.',
  none: 'Todavía no hay entradas publicadas.',
  backToFirst: 'Volver a la primera página',
  backToAll: 'Ver todas las entradas',
} as const

/** «Mostrando 3 entradas de Consejos (página 2 de 3).»: what a screen reader hears after a change. */
export function loopStatusText(shown: number, page: number, pages: number, filterNames: readonly string[]): string {
  const count = `Mostrando ${shown} ${shown === 1 ? 'entrada' : 'entradas'}`
  const filter = filterNames.length ? ` de ${filterNames.join(', ')}` : ''
  const where = pages > 1 ? ` (página ${page} de ${pages})` : ''
  return `${count}${filter}${where}.`
}
