import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 30,
  slug: 'sobre-nosotros',
  title: 'Sobre nosotros',
  metaDescription:
    'Conoce Revela Estudio: un equipo de fotógrafos especializados en retrato, familia y book, con un plató de luz natural y de estudio en el centro de Madrid.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'manos-camara',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Sobre nosotros', level: 1, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Revela nació en 2014 con una idea sencilla: que hacerse fotos sea una experiencia agradable y que el resultado se parezca de verdad a quien está delante de la cámara.',
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
              { type: 'heading', text: 'Nuestra historia', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Empezamos en un pequeño local alquilado por horas, con un flash, dos fondos de papel y muchas ganas. Hoy somos un equipo de tres fotógrafos y tenemos nuestro propio estudio en el centro de Madrid, pero seguimos trabajando igual: pocas sesiones al día, tiempo para cada persona y cada foto revisada a mano.',
                  },
                  {
                    p: 'Por el estudio han pasado miles de personas: familias que vuelven cada año, actrices que preparaban su primer casting, equipos de empresa completos y muchísimas personas que, simplemente, querían una buena foto suya. Con todas hemos aprendido lo mismo: nadie es «poco fotogénico» cuando se siente a gusto.',
                  },
                ],
              },
            ],
            [
              {
                type: 'image',
                image: 'estudio-plato',
                caption: 'Nuestro plató en el centro de Madrid.',
              },
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'El equipo', level: 2, align: 'center' },
        {
          type: 'columns',
          columns: [
            [
              { type: 'image', image: 'retrato-silueta' },
              { type: 'heading', text: 'Lucía Marín', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: '**Fundadora. Retrato y book.** Trabajó varios años como asistente en estudios de moda antes de fundar Revela. Le obsesiona la luz y la búsqueda del gesto justo, ese segundo en el que alguien deja de posar y aparece tal como es.',
                  },
                ],
              },
            ],
            [
              { type: 'image', image: 'book-perfil' },
              { type: 'heading', text: 'Daniel Ortega', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: '**Fotografía corporativa y books de actores.** Estudió interpretación antes de dedicarse a la fotografía, así que conoce bien los nervios de un casting. Dirige las sesiones de empresa y los books de actores y actrices.',
                  },
                ],
              },
            ],
            [
              { type: 'image', image: 'luz-ventana' },
              { type: 'heading', text: 'Irene Salas', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: '**Familia, embarazo y recién nacido.** Formada en posado seguro de recién nacidos y en primeros auxilios pediátricos. Tiene una paciencia infinita y un repertorio de canciones capaz de calmar a cualquier bebé.',
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
        {
          type: 'columns',
          columns: [
            [
              {
                type: 'gallery',
                columns: 2,
                images: ['estudio-plato', 'sombras-persiana', 'luz-ventana', 'bodegon-esferas'],
              },
            ],
            [
              { type: 'heading', text: 'El estudio', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Nuestro estudio ocupa una antigua imprenta de 160 m² en una calle tranquila entre Malasaña y Conde Duque, a pocos minutos del metro de Tribunal.',
                  },
                  {
                    ul: [
                      'Plató de 90 m² con grandes ventanales orientados al norte, que dan una luz suave durante casi todo el día.',
                      'Ciclorama blanco, fondos de papel de colores y fondos pintados a mano.',
                      'Camerino con tocador iluminado y zona de vestuario privada.',
                      'Espacio climatizado y rincón para bebés, con cambiador.',
                      'Acceso a pie de calle, sin escalones, cómodo para carritos y sillas de ruedas.',
                    ],
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
        { type: 'heading', text: 'Lo que nos importa', level: 2, align: 'center' },
        {
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Calma', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Sesiones sin prisas, con tiempo para charlar, probar y equivocarse. Las buenas fotos llegan cuando nadie mira el reloj.',
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Naturalidad', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Retocamos con respeto: corregimos lo pasajero y cuidamos lo que te hace reconocible. Queremos que te veas bien, no que te veas distinto.',
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Transparencia', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Precios claros, presupuestos por escrito y plazos que cumplimos. Sabes desde el principio qué recibirás y cuánto cuesta.',
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
      stretched: true,
      background: 'fondo-degradado',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Ven a conocernos', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Si quieres ver el estudio antes de reservar, escríbenos y te enseñamos el espacio con un café.',
            },
          ],
        },
        { type: 'button', label: 'Contacta con nosotros', href: '/contacto/', variant: 'primary' },
        {
          type: 'button',
          label: 'Ver sesiones',
          href: '/sesiones-de-fotos/',
          variant: 'secondary',
        },
      ],
    },
  ],
}
