import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 14,
  slug: 'corporativa',
  parent: 'sesiones-de-fotos',
  title: 'Fotografía corporativa',
  metaDescription:
    'Retratos corporativos en Madrid para profesionales y equipos, en el estudio o en tu oficina. Retrato individual desde 120 € y equipos desde 590 €, IVA incluido.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'bokeh-ciudad',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Fotografía corporativa', level: 1, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Retratos profesionales que transmiten confianza. Para autónomos, directivos y equipos completos que quieren una imagen cuidada y coherente en su web, sus redes y sus presentaciones.',
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
              { type: 'heading', text: 'Tu equipo es tu mejor escaparate', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Antes de contratar un servicio, los clientes quieren ver quién está detrás. Un retrato profesional bien iluminado, con el mismo estilo para todo el equipo, ordena tu web y refuerza tu marca en cada presentación.',
                  },
                  {
                    p: 'Definimos contigo el estilo que encaja con tu sector: fondo neutro o con los colores de tu marca, gesto cercano o más formal, retrato de busto o plano medio. Después lo mantenemos idéntico para cada persona, también para las que se incorporen más adelante.',
                  },
                ],
              },
            ],
            [
              {
                type: 'image',
                image: 'estudio-plato',
                caption: 'Retrato corporativo en nuestro plató.',
              },
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Dos formas de trabajar', level: 2 },
        {
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Retrato profesional en el estudio', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: '**Desde 120 € por persona.** Ideal para autónomos, directivos y equipos pequeños.',
                  },
                  {
                    ul: [
                      'Sesión de 30 minutos en nuestro plató.',
                      'Asesoramiento previo de vestuario.',
                      'Hasta 2 cambios de ropa y 2 fondos.',
                      '3 fotografías retocadas a mano.',
                      'Versiones para la web y para redes profesionales.',
                      'Licencia de uso profesional.',
                    ],
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Equipos en tu empresa', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: '**Desde 590 € por media jornada.** Para equipos de hasta 15 personas en Madrid.',
                  },
                  {
                    ul: [
                      'Plató portátil, con iluminación y fondo, en tu oficina.',
                      'Turnos de 10 a 15 minutos por persona.',
                      'Pautas de vestuario para enviar al equipo.',
                      '1 fotografía retocada por persona (adicionales, 15 €).',
                      'Fotos de grupo y de ambiente, bajo presupuesto.',
                      'Licencia de uso comercial en los canales de la empresa.',
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
              p: 'Precios orientativos con IVA incluido; emitimos factura con el IVA desglosado. Para equipos de más de 15 personas, jornadas completas o desplazamientos fuera de Madrid, te preparamos un presupuesto a medida. Entrega en 7 a 10 días laborables.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Retratos corporativos', level: 2, align: 'center' },
        {
          type: 'gallery',
          columns: 3,
          images: [
            'bokeh-ciudad',
            'estudio-plato',
            'fondo-degradado',
            'sombras-persiana',
            'manos-camara',
            'producto-frasco',
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Cómo organizamos una sesión de equipo', level: 2 },
        {
          type: 'richText',
          body: [
            {
              ol: [
                '**Reunión previa** para definir el estilo, el número de personas y el uso de las fotos.',
                '**Planificación:** preparamos los turnos y te enviamos las pautas de vestuario para el equipo.',
                '**Día de la sesión:** montamos el plató portátil en una sala de reuniones en menos de una hora y fotografiamos a cada persona sin interrumpir la jornada.',
                '**Selección:** cada persona elige su foto favorita en una galería privada.',
                '**Entrega** de los archivos retocados y recortados en los formatos que necesites.',
              ],
            },
            {
              quote: 'Queremos que cada persona del equipo se reconozca en su retrato y lo use con orgullo.',
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
        { type: 'heading', text: 'Pide presupuesto para tu equipo', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Indícanos cuántas personas forman tu equipo, dónde prefieres hacer la sesión y para qué vas a usar las fotos. Te respondemos en menos de 24 horas laborables.',
            },
          ],
        },
        { type: 'button', label: 'Solicitar presupuesto', href: '/contacto/', variant: 'primary' },
      ],
    },
  ],
}
