/**
 * The demo conversation under the article on prices (1965): visitors' questions and the studio's
 * answers, threaded two levels deep. `replyTo` is the key of the comment answered.
 */
export type SeedComment = {
  key: string
  replyTo?: string
  author: string
  email: string
  url?: string
  /** Written by the studio from the admin. */
  byStudio?: boolean
  date: string
  content: string
}

export const DEMO_COMMENTS_POST_ID = 1965

export const demoComments: SeedComment[] = [
  {
    key: 'marta',
    author: 'Marta Villanueva',
    email: 'marta.villanueva@example.com',
    date: '2024-05-15T09:12:00.000Z',
    content:
      'Muy útil, gracias. Yo pedí tres presupuestos para una sesión de familia y no entendía por qué uno costaba el doble que otro. Ahora veo que el caro incluía la edición de todas las fotos y el álbum.',
  },
  {
    key: 'estudio-marta',
    replyTo: 'marta',
    author: 'Revela Estudio',
    email: 'hola@revela.example',
    url: 'https://revela.example',
    byStudio: true,
    date: '2024-05-15T11:40:00.000Z',
    content:
      '¡Gracias, Marta! Es justo eso: antes de comparar cifras conviene poner los presupuestos uno al lado del otro y mirar qué entra en cada uno (horas, fotos editadas, entrega, impresión).',
  },
  {
    key: 'marta-2',
    replyTo: 'estudio-marta',
    author: 'Marta Villanueva',
    email: 'marta.villanueva@example.com',
    date: '2024-05-15T18:05:00.000Z',
    content: 'Pues me hice una tablita con eso y al final la decisión fue mucho más fácil. 😊',
  },
  {
    key: 'javier',
    author: 'Javier Ortega',
    email: 'javier.ortega@example.com',
    date: '2024-05-20T16:31:00.000Z',
    content:
      '¿Y los derechos de uso? Necesito fotos para la web de mi empresa y no sé si entran en el precio de una sesión corporativa o se pagan aparte.',
  },
  {
    key: 'estudio-javier',
    replyTo: 'javier',
    author: 'Revela Estudio',
    email: 'hola@revela.example',
    url: 'https://revela.example',
    byStudio: true,
    date: '2024-05-21T08:55:00.000Z',
    content:
      'Buena pregunta, Javier. En nuestras sesiones corporativas el uso en la web y en redes de la empresa está incluido; para publicidad impresa o campañas pagadas lo detallamos aparte en el presupuesto. <strong>Siempre por escrito</strong>, para que no haya dudas.',
  },
  {
    key: 'lucia',
    author: 'Lucía Pérez',
    email: 'lucia.perez@example.com',
    date: '2024-06-02T10:14:00.000Z',
    content:
      'Me ha quedado clarísimo lo de que lo barato sale caro. Hice una sesión de 40 € y solo me dieron cinco fotos sin retocar…',
  },
]
