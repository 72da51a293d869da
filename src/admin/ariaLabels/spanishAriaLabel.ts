/**
 * Payload's buttons whose accessible names are written in English in its code, not in its
 * translations (the rich-text editor's handles and link bar, a relationship's chips): what a screen
 * reader says, and what shows when the pointer rests on them.
 */
const FIXED: Record<string, string> = {
  'Add block': 'Añadir un bloque',
  'Drag to move': 'Arrastrar para mover',
  'Edit link': 'Editar el enlace',
  'Remove link': 'Quitar el enlace',
  'Insert Paragraph': 'Añadir un párrafo al final',
}

/** The Spanish for one of those names, or null for any other (left as it is). */
export function spanishAriaLabel(label: string): string | null {
  const fixed = FIXED[label]
  if (fixed) return fixed
  // A chip of a relationship field: «Edit Consejos». A prefix test, no pattern: labels are the owner's.
  if (label.startsWith('Edit ') && label.length > 5) return `Editar «${label.slice(5)}»`
  return null
}
