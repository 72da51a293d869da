import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 11,
  slug: 'retrato',
  parent: 'sesiones-de-fotos',
  title: 'Sesiones de retrato',
  metaDescription:
    'Sesión de retrato individual o de pareja en nuestro estudio de Madrid: preparación, una hora de sesión y 10 fotos retocadas a mano. Desde 150 €, IVA incluido.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'retrato-silueta',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Sesiones de retrato', level: 1, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Un retrato que se parezca a ti en tu mejor día. Para ti, para regalar, para tu marca personal o para celebrar una etapa de tu vida, en solitario o en pareja.',
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
              { type: 'heading', text: 'Una sesión hecha a tu medida', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'La mayoría de las personas que vienen a hacerse un retrato nos dicen lo mismo al llegar: «no soy fotogénico». Nuestra tarea es demostrar lo contrario. Antes de la sesión hablamos contigo para entender qué buscas, qué estilo te gusta y para qué vas a usar las fotos.',
                  },
                  {
                    p: 'Durante la sesión te guiamos con calma: postura, manos, mirada. Trabajamos con luz de estudio y con la luz natural de nuestros ventanales, del retrato luminoso y limpio al claroscuro más personal.',
                  },
                  {
                    p: '**Sesiones de pareja:** la misma sesión, pensada para dos. Aniversarios, compromisos o simplemente ganas de tener fotos bonitas juntos.',
                  },
                ],
              },
            ],
            [
              {
                type: 'image',
                image: 'luz-ventana',
                caption: 'Retrato con la luz natural de nuestros ventanales.',
              },
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Qué incluye', level: 2 },
        {
          type: 'columns',
          columns: [
            [
              {
                type: 'richText',
                body: [
                  {
                    ul: [
                      'Conversación previa para preparar la sesión y asesoramiento de vestuario.',
                      '**1 hora de sesión** en nuestro estudio, con hasta 2 cambios de ropa.',
                      'Iluminación de estudio y luz natural.',
                      'Galería privada en línea para elegir tus fotos.',
                      '**10 fotografías retocadas a mano**, en alta resolución y en versión para redes.',
                      'Licencia de uso personal y profesional en tus perfiles.',
                    ],
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Duración y precio', level: 3 },
              {
                type: 'richText',
                body: [
                  { p: '**Retrato individual: desde 150 €.** Sesión de 1 hora.' },
                  { p: '**Retrato de pareja: desde 180 €.** Sesión de 1 hora.' },
                  {
                    p: 'Fotografía adicional retocada: 15 €. Entrega en 7 a 10 días laborables. Precios orientativos con IVA incluido; te enviamos siempre un presupuesto cerrado antes de reservar.',
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
        { type: 'heading', text: 'Reserva con una señal', level: 2 },
        {
          type: 'richText',
          body: [
            {
              p: 'Cuando hayamos acordado la fecha, puedes asegurarla pagando una señal de 50 € en línea. Se descuenta del precio de la sesión y te la devolvemos si cancelas con más de 72 horas de antelación.',
            },
          ],
        },
        {
          type: 'columns',
          columns: [
            [
              {
                type: 'payment',
                provider: 'stripe',
                label: 'Pagar la señal con tarjeta',
                concept: 'Señal · Sesión de retrato',
                amount: 50,
              },
            ],
            [
              {
                type: 'payment',
                provider: 'paypal',
                label: 'Pagar la señal con PayPal',
                concept: 'Señal · Sesión de retrato',
                amount: 50,
              },
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Algunos retratos', level: 2, align: 'center' },
        {
          type: 'gallery',
          columns: 3,
          images: [
            'retrato-silueta',
            'sombras-persiana',
            'luz-neon',
            'luz-ventana',
            'fondo-degradado',
            'azotea-atardecer',
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Preguntas frecuentes', level: 2 },
        { type: 'heading', text: '¿Y si no sé posar?', level: 3 },
        {
          type: 'richText',
          body: [
            {
              p: 'No hace falta. Casi nadie sabe, y para eso estamos nosotros: te indicamos cada gesto y empezamos con fotos de calentamiento hasta que te sientas a gusto.',
            },
          ],
        },
        { type: 'heading', text: '¿Puedo maquillarme en el estudio?', level: 3 },
        {
          type: 'richText',
          body: [
            {
              p: 'Sí. Tenemos un tocador con buena luz para que te maquilles o te retoques antes de empezar. Si lo prefieres, podemos contar con una maquilladora profesional por un suplemento de 60 €.',
            },
          ],
        },
        { type: 'heading', text: '¿Puedo usar las fotos en mi web o en LinkedIn?', level: 3 },
        {
          type: 'richText',
          body: [
            {
              p: 'Sí, la licencia incluye su uso en tus perfiles personales y profesionales. Para campañas publicitarias o usos comerciales de una empresa, consulta nuestra [fotografía corporativa](/sesiones-de-fotos/corporativa/).',
            },
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
        { type: 'heading', text: 'Reserva tu sesión de retrato', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Cuéntanos qué tienes en mente y te proponemos fecha y presupuesto en menos de 24 horas laborables.',
            },
          ],
        },
        { type: 'button', label: 'Reserva tu sesión', href: '/contacto/', variant: 'primary' },
      ],
    },
  ],
}
