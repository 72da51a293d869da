import { describe, expect, it } from 'vitest'

import { spanishAriaLabel } from '@/admin/ariaLabels/spanishAriaLabel'

describe('spanishAriaLabel', () => {
  it('names the editor’s English buttons in Spanish', () => {
    expect(spanishAriaLabel('Add block')).toBe('Añadir un bloque')
    expect(spanishAriaLabel('Drag to move')).toBe('Arrastrar para mover')
    expect(spanishAriaLabel('Insert Paragraph')).toBe('Añadir un párrafo al final')
  })
  it('names a relationship’s chip after what it opens', () => {
    expect(spanishAriaLabel('Edit Sesiones de fotos')).toBe('Editar «Sesiones de fotos»')
  })
  it('leaves other names, and its own, alone (no loop when it sets them)', () => {
    expect(spanishAriaLabel('Editar «Consejos»')).toBeNull()
    expect(spanishAriaLabel('Añadir un bloque')).toBeNull()
    expect(spanishAriaLabel('Edit')).toBeNull()
    expect(spanishAriaLabel('Cerrar')).toBeNull()
  })
})
