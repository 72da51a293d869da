import type { SeedCategory } from './types'

export const categories: SeedCategory[] = [
  {
    slug: 'consejos',
    name: 'Consejos',
    description: 'Ideas prácticas para preparar tu sesión, elegir la ropa y sacar el máximo partido a tus fotografías.',
  },
  {
    slug: 'sesiones',
    name: 'Sesiones de fotos',
    description:
      'Cómo trabajamos cada tipo de sesión, del retrato a la fotografía familiar, de embarazo o corporativa.',
  },
  {
    slug: 'book',
    name: 'Book de fotos',
    description:
      'Todo lo que necesitan modelos, actores y artistas para presentar un book que convenza a agencias y directores de casting.',
  },
  {
    slug: 'estudio',
    name: 'El estudio',
    description:
      'Lo que pasa dentro de Revela Estudio: técnica, iluminación, equipo y la forma en que entendemos la fotografía.',
  },
]
