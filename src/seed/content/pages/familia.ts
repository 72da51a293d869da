import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 12,
  slug: 'familia',
  parent: 'sesiones-de-fotos',
  title: 'Sesiones de familia',
  metaDescription:
    'Sesión de fotos de familia en Madrid: hora y media en estudio, sin prisas ni posados forzados, y 15 fotografías retocadas. Desde 220 €, IVA incluido.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'azotea-atardecer',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Sesiones de familia', level: 1, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Los niños crecen deprisa y las familias cambian. Te ayudamos a guardar cómo es la tuya ahora, con fotografías naturales que te apetezca colgar en casa.',
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
              {
                type: 'image',
                image: 'manos-camara',
                caption: 'Detalles que cuentan la historia de cada familia.',
              },
            ],
            [
              { type: 'heading', text: 'Una sesión para disfrutar en familia', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'En una sesión de familia lo importante no es que todos miren a la vez a la cámara, sino que se note lo que une a tu familia. Por eso la planteamos como un rato de juego: dejamos que los peques se adapten al estudio, proponemos dinámicas sencillas y fotografiamos lo que va surgiendo.',
                  },
                  {
                    p: 'Padres e hijos, abuelos y nietos, hermanos ya mayores o la familia al completo con la mascota: adaptamos la sesión a tu familia, sea como sea. Antes de venir te ayudamos a coordinar la ropa para que el conjunto sea armonioso sin ir todos iguales.',
                  },
                  {
                    p: 'Si tienes niños pequeños, elegimos juntos la hora en la que suelen estar más descansados. Y si alguien necesita una pausa, se hace: sin prisas.',
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
                      'Conversación previa y asesoramiento para coordinar la ropa de todos.',
                      '**Hora y media de sesión** en nuestro estudio, con pausas siempre que hagan falta.',
                      'Hasta **5 personas** (cada persona adicional, 20 €). Mascotas bienvenidas.',
                      'Fotos de grupo, por parejas, de los niños y de detalles.',
                      'Galería privada en línea para elegir tus favoritas.',
                      '**15 fotografías retocadas a mano**, en alta resolución.',
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
                  { p: '**Sesión de familia: desde 220 €.** Hora y media de sesión.' },
                  {
                    p: 'Fotografía adicional retocada: 15 €. Impresiones y álbumes bajo presupuesto. Entrega en 7 a 10 días laborables.',
                  },
                  {
                    p: 'Precios orientativos con IVA incluido. Antes de reservar te enviamos un presupuesto cerrado por escrito.',
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
          type: 'heading',
          text: 'Familias que han pasado por el estudio',
          level: 2,
          align: 'center',
        },
        {
          type: 'gallery',
          columns: 3,
          images: [
            'azotea-atardecer',
            'luz-ventana',
            'manos-camara',
            'bokeh-ciudad',
            'estudio-plato',
            'bodegon-esferas',
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Consejos para el día de la sesión', level: 2 },
        {
          type: 'richText',
          body: [
            {
              ul: [
                'Elige una paleta de dos o tres colores y deja que cada persona la interprete a su manera.',
                'Trae algo de merienda y agua para los más pequeños, y su juguete favorito.',
                'Cuéntales a los niños que vamos a jugar a hacer fotos, no que tienen que portarse bien.',
                'Llega con diez minutos de margen para que todos se acostumbren al estudio.',
              ],
            },
            {
              p: '¿Esperas un bebé? Echa un vistazo a nuestras [sesiones de embarazo y recién nacido](/sesiones-de-fotos/embarazo-y-recien-nacido/).',
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
        { type: 'heading', text: 'Reserva tu sesión de familia', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Dinos cuántas personas vendrán y qué fechas te vienen bien, y te enviamos una propuesta en menos de 24 horas laborables.',
            },
          ],
        },
        { type: 'button', label: 'Reserva tu sesión', href: '/contacto/', variant: 'primary' },
      ],
    },
  ],
}
