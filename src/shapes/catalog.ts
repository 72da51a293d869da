/**
 * Elementor's shape dividers, by the names Elementor stores in a section's settings
 * (`shape_divider_top`), with the Spanish label the admin shows and whether the shape has a
 * negative form (`{name}-negative.svg`), as Elementor's includes/shapes.php declares them.
 */
export const SHAPES = [
  { name: 'mountains', label: 'Montañas', negative: false },
  { name: 'drops', label: 'Gotas', negative: true },
  { name: 'clouds', label: 'Nubes', negative: true },
  { name: 'zigzag', label: 'Zigzag', negative: false },
  { name: 'pyramids', label: 'Pirámides', negative: true },
  { name: 'triangle', label: 'Triángulo', negative: true },
  { name: 'triangle-asymmetrical', label: 'Triángulo asimétrico', negative: true },
  { name: 'tilt', label: 'Inclinación', negative: false },
  { name: 'opacity-tilt', label: 'Inclinación en capas', negative: false },
  { name: 'opacity-fan', label: 'Abanico en capas', negative: false },
  { name: 'curve', label: 'Curva', negative: true },
  { name: 'curve-asymmetrical', label: 'Curva asimétrica', negative: true },
  { name: 'waves', label: 'Olas', negative: true },
  { name: 'wave-brush', label: 'Ola de pincel', negative: false },
  { name: 'waves-pattern', label: 'Patrón de olas', negative: false },
  { name: 'arrow', label: 'Flecha', negative: true },
  { name: 'split', label: 'Hendidura', negative: true },
  { name: 'book', label: 'Libro', negative: true },
] as const

export type ShapeName = (typeof SHAPES)[number]['name']

const BY_NAME = new Map<string, (typeof SHAPES)[number]>(SHAPES.map((shape) => [shape.name, shape]))

/** Whether `value` is one of Elementor's shape names. */
export function isShapeName(value: unknown): value is ShapeName {
  return typeof value === 'string' && BY_NAME.has(value)
}

/** Whether the shape has a negative form (false for unknown names). */
export function hasNegative(name: string): boolean {
  return BY_NAME.get(name)?.negative ?? false
}
