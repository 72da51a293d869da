import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 20,
  slug: 'book-de-fotos',
  title: 'Book de fotos',
  metaDescription:
    'Book de fotos en Madrid para modelos, actores, actrices y artistas: preparación de estilismos, sesión en estudio y fotos retocadas para agencias. Desde 290 €.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'book-perfil',
      tone: 'dark',
      blocks: [
        {
          type: 'heading',
          text: 'Book de fotos para modelos, actores y artistas',
          level: 1,
          align: 'center',
        },
        {
          type: 'richText',
          body: [
            {
              p: 'Tu book es lo primero que ve una agencia o un director de casting. Lo preparamos contigo para que muestre quién eres y todo lo que puedes hacer.',
            },
          ],
        },
        { type: 'button', label: 'Reserva tu book', href: '/contacto/', variant: 'primary' },
      ],
    },
    {
      type: 'section',
      blocks: [
        {
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Fotos que abren puertas', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Llevamos años fotografiando a modelos que empiezan, a actores y actrices que renuevan su material, a bailarines, cantantes y músicos. Sabemos lo que piden las agencias y lo que descartan en segundos.',
                  },
                  {
                    p: 'Un buen book no necesita decenas de fotos, sino las adecuadas: un primer plano natural que se parezca a ti, planos que muestren tu físico y algunas imágenes de estilo que enseñen tu versatilidad.',
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Para quién es', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    ul: [
                      '**Modelos:** primeros planos, plano medio, cuerpo entero, perfil y fotos de moda.',
                      '**Actores y actrices:** retrato de cabecera para tu currículum y varios registros, del comercial al dramático.',
                      '**Artistas y músicos:** imágenes para tu web, tus redes, la prensa y los carteles de tus actuaciones.',
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
        { type: 'heading', text: 'Cómo trabajamos', level: 2 },
        {
          type: 'richText',
          body: [
            {
              ol: [
                '**Reunión previa.** Hablamos de tu perfil, de las agencias o castings a los que te presentas y de las referencias que te gustan.',
                '**Definimos los cambios de vestuario.** Revisamos tu ropa contigo (en persona o por fotos) y elegimos los cambios que mejor muestran tu versatilidad.',
                '**Sesión en el estudio.** Combinamos luz suave para los retratos naturales con una iluminación más contrastada para las fotos de estilo. Te dirigimos en cada plano.',
                '**Selección.** Elegimos juntos las imágenes más fuertes, pensando en cómo funcionan como conjunto.',
                '**Retoque respetuoso.** Corregimos lo pasajero y mantenemos lo que te hace reconocible. Las agencias quieren verte tal como eres.',
                '**Entrega** en alta resolución y en versiones optimizadas para enviar por correo, subir a plataformas de casting y compartir en redes.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Estilismos y tarifas', level: 2 },
        {
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Book esencial', level: 3 },
              {
                type: 'richText',
                body: [
                  { p: '**Desde 290 €**' },
                  {
                    ul: [
                      'Sesión de 2 horas.',
                      '3 estilismos: básico, informal y arreglado.',
                      '12 fotografías retocadas a mano.',
                      'Ideal para empezar o renovar tus retratos.',
                    ],
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Book completo', level: 3 },
              {
                type: 'richText',
                body: [
                  { p: '**Desde 450 €**' },
                  {
                    ul: [
                      'Sesión de 3 horas.',
                      '5 estilismos, con luz de estudio y natural.',
                      'Maquillaje y peluquería profesionales incluidos.',
                      '20 fotografías retocadas a mano.',
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
              p: 'Fotografía adicional retocada: 15 €. Diseño de tu tarjeta de modelo (*composite*), con tus fotos y medidas: 40 €. Precios orientativos con IVA incluido y entrega en 7 a 10 días laborables. Si quieres saber qué fotos no pueden faltar en tu book, te lo contamos en [nuestro blog](/blog/).',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Algunos books', level: 2, align: 'center' },
        {
          type: 'gallery',
          columns: 4,
          images: [
            'book-perfil',
            'retrato-silueta',
            'luz-neon',
            'sombras-persiana',
            'fondo-degradado',
            'bokeh-ciudad',
            'azotea-atardecer',
            'estudio-plato',
          ],
        },
        {
          type: 'button',
          label: 'Ver el book a pantalla completa',
          variant: 'secondary',
          // An action link (seed §2): opens these photos as a slideshow in the lightbox.
          slideshow: [
            'book-perfil',
            'retrato-silueta',
            'luz-neon',
            'sombras-persiana',
            'fondo-degradado',
            'bokeh-ciudad',
            'azotea-atardecer',
            'estudio-plato',
          ],
        },
      ],
    },
    {
      type: 'section',
      stretched: true,
      background: 'luz-neon',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: '¿Tienes un casting a la vista?', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Escríbenos con tu perfil y la fecha que necesitas. Si hay prisa, intentamos encontrar un hueco y adelantar la entrega de las primeras fotos.',
            },
          ],
        },
        { type: 'button', label: 'Reserva tu book', href: '/contacto/', variant: 'primary' },
      ],
    },
  ],
}
