/** What the uses notices say for each kind of document (edit view, its confirmations, the list's bulk delete). */
export type UsesWords = {
  this: string
  onDelete: (inMenu: boolean) => string
  onUnpublish: string
  oneUsed: string
  someUsed: (count: number) => string
  onDeleteMany: (inMenu: boolean) => string
}

export const USES_WORDS: Record<string, UsesWords> = {
  pages: {
    this: 'Esta página',
    onDelete: (inMenu) =>
      `Si la borras, ${inMenu ? 'se quitará del menú y ' : ''}los botones y enlaces que llevan a ella dejarán de funcionar.`,
    onUnpublish:
      'Si la despublicas, los visitantes dejarán de verla en el menú y sus enlaces llevarán a una página que no existe.',
    oneUsed: 'Una de las páginas elegidas se usa en el sitio:',
    someUsed: (n) => `${n} de las páginas elegidas se usan en el sitio:`,
    onDeleteMany: (inMenu) =>
      `Si las borras, ${inMenu ? 'se quitarán del menú y ' : ''}los botones y enlaces que llevan a ellas dejarán de funcionar.`,
  },
  posts: {
    this: 'Este artículo',
    onDelete: (inMenu) =>
      `Si lo borras, ${inMenu ? 'se quitará del menú y ' : ''}los botones y enlaces que llevan a él dejarán de funcionar.`,
    onUnpublish:
      'Si lo despublicas, los visitantes dejarán de verlo en el menú y sus enlaces llevarán a una página que no existe.',
    oneUsed: 'Uno de los artículos elegidos se usa en el sitio:',
    someUsed: (n) => `${n} de los artículos elegidos se usan en el sitio:`,
    onDeleteMany: (inMenu) =>
      `Si los borras, ${inMenu ? 'se quitarán del menú y ' : ''}los botones y enlaces que llevan a ellos dejarán de funcionar.`,
  },
  forms: {
    this: 'Este formulario',
    onDelete: () => 'Si lo borras, esas páginas se quedarán sin formulario.',
    onUnpublish: '',
    oneUsed: 'Uno de los formularios elegidos está en el sitio:',
    someUsed: (n) => `${n} de los formularios elegidos están en el sitio:`,
    onDeleteMany: () => 'Si los borras, esas páginas se quedarán sin formulario.',
  },
  media: {
    this: 'Esta foto',
    onDelete: () => 'Si la borras, desaparecerá de esos sitios.',
    onUnpublish: '',
    oneUsed: 'Una de las fotos elegidas se usa en el sitio:',
    someUsed: (n) => `${n} de las fotos elegidas se usan en el sitio:`,
    onDeleteMany: () => 'Si las borras, desaparecerán de esos sitios.',
  },
}

/** The warning's box: the admin theme's warning colours, readable in light and dark. */
export const USES_BOX_STYLE = {
  margin: '0 0 1rem',
  padding: '0.75rem 1rem',
  borderRadius: 4,
  border: '1px solid var(--theme-warning-500)',
  background: 'var(--theme-warning-50)',
} as const
