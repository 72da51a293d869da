import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 13,
  slug: 'embarazo-y-recien-nacido',
  parent: 'sesiones-de-fotos',
  title: 'Sesiones de embarazo y recién nacido',
  metaDescription:
    'Fotos de embarazo y de recién nacido en Madrid, en un estudio climatizado y con posado seguro. Embarazo desde 220 €, bebé desde 290 € y pack desde 450 €.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'luz-ventana',
      tone: 'dark',
      blocks: [
        {
          type: 'heading',
          text: 'Sesiones de embarazo y recién nacido',
          level: 1,
          align: 'center',
        },
        {
          type: 'richText',
          body: [
            {
              p: 'La espera y los primeros días de tu bebé pasan en un suspiro. Los fotografiamos con calma, con luz suave y con todo el cuidado que merecen.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        {
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Sesión de embarazo', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'El mejor momento es **entre las semanas 28 y 34**, cuando la tripa ya luce redonda y todavía te sientes ágil. Si esperas gemelos, conviene adelantarla un poco.',
                  },
                  {
                    p: 'La sesión es tranquila, con pausas siempre que las necesites, en un estudio climatizado y con un espacio privado para cambiarte. Puedes venir sola o acompañada de tu pareja y tus hijos.',
                  },
                  {
                    p: 'Tenemos vestidos de embarazo y telas a tu disposición, así que no necesitas comprar nada especial.',
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Sesión de recién nacido', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'La hacemos preferiblemente **entre el quinto y el decimoquinto día de vida**, cuando los bebés duermen profundamente y se sienten cómodos acurrucados.',
                  },
                  {
                    p: 'La seguridad del bebé es lo primero: trabajamos con técnicas de posado seguro, nunca forzamos una postura y las imágenes más delicadas se componen a partir de varias fotos, siempre con una mano cerca del bebé. El estudio se mantiene a una temperatura agradable y todo el material textil se lava después de cada sesión.',
                  },
                  {
                    p: 'El ritmo lo marca tu bebé: hay tiempo para darle de comer, cambiarlo y acunarlo. Por eso la sesión puede durar hasta tres horas.',
                  },
                ],
              },
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Qué incluye y cuánto cuesta', level: 2 },
        {
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Embarazo', level: 3 },
              {
                type: 'richText',
                body: [
                  { p: '**Desde 220 €**' },
                  {
                    ul: [
                      'Hora y media de sesión.',
                      'Vestuario y telas del estudio.',
                      'Fotos individuales, en pareja y con hermanos.',
                      '12 fotografías retocadas a mano.',
                    ],
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Recién nacido', level: 3 },
              {
                type: 'richText',
                body: [
                  { p: '**Desde 290 €**' },
                  {
                    ul: [
                      'Sesión de hasta 3 horas, al ritmo del bebé.',
                      'Atrezo, mantas y envolturas.',
                      'Fotos del bebé, con los padres y con hermanos.',
                      '15 fotografías retocadas a mano.',
                    ],
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Pack embarazo y bebé', level: 3 },
              {
                type: 'richText',
                body: [
                  { p: '**Desde 450 €**' },
                  {
                    ul: [
                      'Las dos sesiones completas.',
                      'Fecha del bebé abierta hasta el nacimiento.',
                      '27 fotografías retocadas a mano.',
                      'Galería conjunta para compartir con la familia.',
                    ],
                  },
                ],
              },
            ],
          ],
        },
        {
          type: 'richText',
          body: [
            {
              p: 'Precios orientativos con IVA incluido. Todas las sesiones incluyen la preparación previa, una galería privada para elegir las fotos y la entrega en alta resolución en un plazo de 7 a 10 días laborables. Te enviamos un presupuesto cerrado antes de reservar.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Momentos que ya hemos fotografiado', level: 2, align: 'center' },
        {
          type: 'gallery',
          columns: 4,
          images: [
            'luz-ventana',
            'sombras-persiana',
            'manos-camara',
            'azotea-atardecer',
            'bodegon-esferas',
            'fondo-degradado',
            'retrato-silueta',
            'estudio-plato',
          ],
        },
      ],
    },
    {
      type: 'section',
      stretched: true,
      background: 'fondo-degradado',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Reserva con tiempo', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Te recomendamos escribirnos hacia la semana 20 de embarazo para reservar la fecha con calma. Para la sesión del bebé, basta con avisarnos en cuanto nazca.',
            },
          ],
        },
        { type: 'button', label: 'Reserva tu sesión', href: '/contacto/', variant: 'primary' },
      ],
    },
  ],
}
