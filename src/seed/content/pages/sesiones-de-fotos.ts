import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 10,
  slug: 'sesiones-de-fotos',
  title: 'Sesiones de fotos',
  metaDescription:
    'Sesiones de fotos en Madrid: retrato, pareja, familia, embarazo, recién nacido y fotografía corporativa. Qué incluye cada sesión, cómo trabajamos y precios.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'estudio-plato',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Sesiones de fotos en Madrid', level: 1, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Retratos, familias, parejas, embarazos, recién nacidos y equipos de empresa. Cada sesión es distinta, pero todas comparten lo esencial: preparación contigo, dirección tranquila durante la sesión y fotografías retocadas a mano.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Elige tu sesión', level: 2, align: 'center' },
        {
          type: 'columns',
          columns: [
            [
              { type: 'image', image: 'retrato-silueta' },
              { type: 'heading', text: 'Retrato y pareja', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Un retrato que te represente, para ti, para regalar o para tu marca personal. También para parejas que quieren celebrar su historia. **Desde 150 €.**',
                  },
                ],
              },
              {
                type: 'button',
                label: 'Sesiones de retrato',
                href: '/sesiones-de-fotos/retrato/',
                variant: 'secondary',
              },
            ],
            [
              { type: 'image', image: 'azotea-atardecer' },
              { type: 'heading', text: 'Familia', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Padres, hijos, abuelos y, si quieres, también la mascota. Una sesión relajada, con tiempo para jugar y sin posados forzados. **Desde 220 €.**',
                  },
                ],
              },
              {
                type: 'button',
                label: 'Sesiones de familia',
                href: '/sesiones-de-fotos/familia/',
                variant: 'secondary',
              },
            ],
          ],
        },
        {
          type: 'columns',
          columns: [
            [
              { type: 'image', image: 'luz-ventana' },
              { type: 'heading', text: 'Embarazo y recién nacido', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'La espera y los primeros días de tu bebé, fotografiados con calma, en un estudio climatizado y con todas las medidas de seguridad. **Desde 220 €.**',
                  },
                ],
              },
              {
                type: 'button',
                label: 'Embarazo y recién nacido',
                href: '/sesiones-de-fotos/embarazo-y-recien-nacido/',
                variant: 'secondary',
              },
            ],
            [
              { type: 'image', image: 'bokeh-ciudad' },
              { type: 'heading', text: 'Corporativa', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Retratos profesionales para autónomos, directivos y equipos, en el estudio o en tu oficina. **Desde 120 € por persona.**',
                  },
                ],
              },
              {
                type: 'button',
                label: 'Fotografía corporativa',
                href: '/sesiones-de-fotos/corporativa/',
                variant: 'secondary',
              },
            ],
          ],
        },
        {
          type: 'richText',
          body: [
            {
              p: '¿Eres modelo, actor, actriz o artista? Consulta nuestras sesiones de [book de fotos](/book-de-fotos/), pensadas para agencias y castings.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Tipos de sesión y precios', level: 2, align: 'center' },
        {
          type: 'tabs',
          label: 'Tipos de sesión',
          items: [
            {
              title: 'Retrato',
              anchor: 'retrato',
              blocks: [
                {
                  type: 'richText',
                  body: [
                    {
                      p: 'Una hora en el estudio, con cambios de ropa y luz natural o de estudio. Para ti, para regalar o para tu marca personal; también en pareja.',
                    },
                    {
                      ul: [
                        '**Retrato individual:** desde 150 € (10 fotos retocadas).',
                        '**Retrato de pareja:** desde 180 € (12 fotos retocadas).',
                        'Fotografía adicional retocada: 15 €.',
                      ],
                    },
                  ],
                },
                {
                  type: 'button',
                  label: 'Ver sesiones de retrato',
                  href: '/sesiones-de-fotos/retrato/',
                  variant: 'secondary',
                },
              ],
            },
            {
              title: 'Familia',
              anchor: 'familia',
              blocks: [
                {
                  type: 'richText',
                  body: [
                    {
                      p: 'Hora y media sin prisas, con tiempo para jugar. Hasta cinco personas, y las mascotas son bienvenidas.',
                    },
                    {
                      ul: [
                        '**Sesión de familia:** desde 220 € (15 fotos retocadas).',
                        'Cada persona adicional: 20 €.',
                        'Impresiones y álbumes bajo presupuesto.',
                      ],
                    },
                  ],
                },
                {
                  type: 'button',
                  label: 'Ver sesiones de familia',
                  href: '/sesiones-de-fotos/familia/',
                  variant: 'secondary',
                },
              ],
            },
            {
              title: 'Embarazo y recién nacido',
              anchor: 'embarazo-y-recien-nacido',
              blocks: [
                {
                  type: 'richText',
                  body: [
                    {
                      p: 'En un estudio climatizado y con posado seguro para tu bebé. Lo ideal: el embarazo entre las semanas 30 y 36; el recién nacido, en sus primeros 15 días.',
                    },
                    {
                      ul: [
                        '**Embarazo:** desde 220 €.',
                        '**Recién nacido:** desde 290 €.',
                        '**Pack embarazo + recién nacido:** desde 450 €.',
                      ],
                    },
                  ],
                },
                {
                  type: 'button',
                  label: 'Ver embarazo y recién nacido',
                  href: '/sesiones-de-fotos/embarazo-y-recien-nacido/',
                  variant: 'secondary',
                },
              ],
            },
            {
              title: 'Corporativa',
              anchor: 'corporativa',
              blocks: [
                {
                  type: 'richText',
                  body: [
                    { p: 'Retratos profesionales coherentes para toda la empresa, en el estudio o en tu oficina.' },
                    {
                      ul: [
                        '**Retrato corporativo individual:** desde 120 € por persona.',
                        '**Equipos en tu oficina:** desde 590 € por media jornada (hasta 15 personas).',
                        'Fotografía adicional retocada: 15 €.',
                      ],
                    },
                  ],
                },
                {
                  type: 'button',
                  label: 'Ver fotografía corporativa',
                  href: '/sesiones-de-fotos/corporativa/',
                  variant: 'secondary',
                },
              ],
            },
            {
              title: 'Book',
              anchor: 'book',
              blocks: [
                {
                  type: 'richText',
                  body: [
                    {
                      p: 'Para modelos, actores, actrices y artistas: estilismos preparados contigo y fotos pensadas para agencias y castings.',
                    },
                    {
                      ul: [
                        '**Book básico:** desde 290 €.',
                        '**Book completo:** desde 450 €.',
                        'Tarjeta de modelo (*composite*): 40 €.',
                      ],
                    },
                  ],
                },
                { type: 'button', label: 'Ver book de fotos', href: '/book-de-fotos/', variant: 'secondary' },
              ],
            },
          ],
        },
        {
          type: 'richText',
          body: [
            {
              p: 'Precios de partida con el 21 % de IVA incluido. Antes de reservar te enviamos siempre un presupuesto cerrado.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Cómo funciona', level: 2 },
        {
          type: 'richText',
          body: [
            {
              ol: [
                '**Nos cuentas qué necesitas.** Escríbenos desde [contacto](/contacto/) o llámanos y hablamos de la sesión que tienes en mente.',
                '**Te enviamos un presupuesto por escrito**, con la duración, el número de fotos, el uso permitido y el IVA incluido.',
                '**Preparamos la sesión contigo:** fecha, ropa, referencias y cualquier detalle que te preocupe.',
                '**Disfrutas de la sesión** en nuestro estudio, con tiempo y sin prisas. Te guiamos en todo momento.',
                '**Eliges tus fotos favoritas** en una galería privada en línea.',
                '**Recibes tus fotografías retocadas** en alta resolución, listas para imprimir y compartir, en un plazo de 7 a 10 días laborables.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Qué incluyen todas nuestras sesiones', level: 2 },
        {
          type: 'columns',
          columns: [
            [
              {
                type: 'richText',
                body: [
                  {
                    ul: [
                      'Asesoramiento previo sobre vestuario y estilo.',
                      'Sesión en nuestro plató, con luz natural y de estudio.',
                      'Dirección durante toda la sesión.',
                    ],
                  },
                ],
              },
            ],
            [
              {
                type: 'richText',
                body: [
                  {
                    ul: [
                      'Selección de fotografías en una galería privada.',
                      'Retoque a mano de cada foto elegida.',
                      'Entrega en alta resolución y licencia de uso personal.',
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
              p: 'Los precios indicados son de partida e incluyen el 21 % de IVA. Si quieres saber qué hay detrás de cada tarifa, te lo explicamos con detalle en [nuestro blog](/blog/).',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      stretched: true,
      background: 'sombras-persiana',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: '¿No sabes qué sesión elegir?', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Cuéntanos para qué quieres las fotos y te recomendamos la opción que mejor encaja contigo.',
            },
          ],
        },
        { type: 'button', label: 'Pide tu presupuesto', href: '/contacto/', variant: 'primary' },
      ],
    },
    {
      type: 'section',
      tone: 'dark',
      // A call to action that stays at the bottom of the window until the visitor reaches it (seed §2
      // "sticky elements"); not on phones, where it would cover most of the screen.
      sticky: { position: 'bottom', offset: 0, devices: ['desktop', 'tablet'] },
      blocks: [
        {
          type: 'columns',
          columns: [
            [
              {
                type: 'richText',
                body: [{ p: '**¿Te apetece?** Reserva tu sesión y te respondemos en menos de 24 horas laborables.' }],
              },
            ],
            [{ type: 'button', label: 'Reserva tu sesión', href: '/contacto/', variant: 'primary' }],
          ],
        },
      ],
    },
  ],
}
