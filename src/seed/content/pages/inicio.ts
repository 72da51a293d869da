import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 2,
  slug: 'inicio',
  title: 'Inicio',
  metaDescription:
    'Revela Estudio, estudio de fotografía en Madrid: sesiones de retrato, familia, embarazo, pareja y corporativas, y books para modelos, actores y artistas.',
  layout: [
    {
      type: 'section',
      stretched: true,
      background: 'fondo-degradado',
      tone: 'dark',
      // A soft wave in the page's own colour leads from the photograph into the page.
      shapeBottom: { shape: 'waves', color: '#f7f4ef', height: 48 },
      blocks: [
        { type: 'heading', text: 'Fotografía que revela quién eres', level: 1, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Somos un estudio de fotografía en el centro de Madrid. Hacemos retratos, sesiones de familia, embarazo y pareja, fotografía corporativa y books profesionales. Te acompañamos desde la primera idea hasta la entrega para que disfrutes de la sesión y te lleves imágenes que de verdad se parezcan a ti.',
            },
          ],
        },
        { type: 'button', label: 'Reserva tu sesión', href: '/contacto/', variant: 'primary' },
        {
          type: 'button',
          label: 'Ver sesiones',
          href: '/sesiones-de-fotos/',
          variant: 'secondary',
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Qué hacemos', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Cada sesión se prepara contigo y se adapta a lo que necesitas: un recuerdo para tu familia, una imagen profesional para tu empresa o un book que te abra puertas.',
            },
          ],
        },
        {
          type: 'columns',
          columns: [
            [
              { type: 'image', image: 'luz-ventana' },
              { type: 'heading', text: 'Sesiones personales', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Retratos individuales y de pareja, sesiones de familia, de embarazo y de recién nacido. Fotografías cercanas y naturales, pensadas para durar toda la vida.',
                  },
                ],
              },
              {
                type: 'button',
                label: 'Sesiones de fotos',
                href: '/sesiones-de-fotos/',
                variant: 'secondary',
              },
            ],
            [
              { type: 'image', image: 'bokeh-ciudad' },
              { type: 'heading', text: 'Fotografía corporativa', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Retratos profesionales para directivos, autónomos y equipos completos, en nuestro estudio o en tu oficina. Una imagen coherente para tu web y tus redes profesionales.',
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
            [
              { type: 'image', image: 'book-perfil' },
              { type: 'heading', text: 'Book de fotos', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Books para modelos, actores, actrices y artistas, con los retratos y los estilismos que piden agencias y directores de casting.',
                  },
                ],
              },
              {
                type: 'button',
                label: 'Book de fotos',
                href: '/book-de-fotos/',
                variant: 'secondary',
              },
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Nuestro trabajo', level: 2, align: 'center' },
        {
          type: 'gallery',
          columns: 3,
          images: [
            'retrato-silueta',
            'estudio-plato',
            'azotea-atardecer',
            'sombras-persiana',
            'luz-neon',
            'book-perfil',
            'manos-camara',
            'luz-ventana',
            'bokeh-ciudad',
          ],
        },
      ],
    },
    {
      type: 'section',
      tone: 'light',
      blocks: [
        { type: 'heading', text: 'Lo que dicen de nosotros', level: 2, align: 'center' },
        {
          type: 'carousel',
          label: 'Opiniones de clientes',
          slidesPerView: 3,
          autoplay: true,
          slides: [
            {
              quote:
                'Llegué muy nerviosa porque nunca me había hecho fotos profesionales. A los diez minutos ya me estaba riendo. Las fotos son exactamente como soy.',
              author: 'Lucía M.',
              detail: 'Sesión de retrato',
            },
            {
              quote:
                'Hicimos las fotos de todo el equipo en una mañana, en nuestra oficina y sin parar el trabajo. Por fin tenemos una web con caras que se parecen a nosotros.',
              author: 'Javier R.',
              detail: 'Fotografía corporativa',
            },
            {
              quote:
                'Con dos niños pequeños y un perro temíamos el caos. Tuvieron una paciencia infinita y el resultado es el mejor recuerdo que tenemos de este año.',
              author: 'Marta y Daniel',
              detail: 'Sesión de familia',
            },
            {
              quote:
                'Mi agencia aceptó el book a la primera. Me ayudaron con los estilismos y me explicaron qué fotos pedían los directores de casting.',
              author: 'Irene G.',
              detail: 'Book de fotos',
            },
            {
              quote:
                'El estudio estaba calentito y no hubo ninguna prisa. Las fotos de nuestra hija con cinco días nos emocionan cada vez que las vemos.',
              author: 'Paula y Sergio',
              detail: 'Recién nacido',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      // A gentle rise and fade as the section scrolls in, on larger screens only (seed §2 "motion effects").
      motion: { translateY: 'up', speed: 4, opacity: 'fadeIn', devices: ['desktop', 'tablet'] },
      blocks: [
        { type: 'heading', text: 'Por qué elegir Revela', level: 2, align: 'center' },
        {
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Te guiamos en todo momento', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'No necesitas saber posar. Preparamos la sesión contigo, te ayudamos a elegir la ropa y te dirigimos con calma delante de la cámara.',
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Retoque natural', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Retocamos cada fotografía a mano: corregimos lo pasajero y respetamos lo que te hace reconocible. Sin pieles de plástico.',
                  },
                ],
              },
            ],
            [
              { type: 'heading', text: 'Precios claros', level: 3 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Antes de reservar recibes un presupuesto por escrito con la duración, las fotos incluidas, el uso permitido y el IVA. Sin letra pequeña.',
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
              p: 'Trabajamos en un plató de luz natural y de estudio en el centro de Madrid, con vestuario, zona de maquillaje y espacio para cambiarte con tranquilidad. Conoce al equipo en [sobre nosotros](/sobre-nosotros/).',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Del blog', level: 2, align: 'center' },
        { type: 'postsLoop', perPage: 3, columns: 3, showFilter: true },
      ],
    },
    {
      type: 'section',
      stretched: true,
      background: 'luz-neon',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: '¿Hablamos de tu sesión?', level: 2, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: 'Cuéntanos qué tienes en mente y te enviaremos una propuesta a tu medida en menos de 24 horas laborables. Sin compromiso.',
            },
          ],
        },
        { type: 'button', label: 'Reserva tu sesión', href: '/contacto/', variant: 'primary' },
      ],
    },
  ],
}
