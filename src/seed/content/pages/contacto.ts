import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 40,
  slug: 'contacto',
  title: 'Contacto',
  metaDescription:
    'Contacta con Revela Estudio para reservar tu sesión de fotos o pedir presupuesto. Estamos en la calle de la Luz 12, Madrid, junto al metro de Tribunal.',
  layout: [
    // The intro, then the studio's contact form.
    {
      type: 'section',
      stretched: true,
      background: 'luz-ventana',
      tone: 'dark',
      blocks: [
        { type: 'heading', text: 'Hablemos de tu sesión', level: 1, align: 'center' },
        {
          type: 'richText',
          body: [
            {
              p: '¿Tienes una idea en mente o quieres saber cuánto costaría tu sesión? Cuéntanoslo en el formulario: indica el tipo de sesión que te interesa, la fecha que prefieres y cualquier detalle que debamos saber. Te responderemos en menos de 24 horas laborables con una propuesta y un presupuesto sin compromiso.',
            },
            {
              p: 'Si lo prefieres, también puedes llamarnos al {{telefono}} o escribirnos a {{correo}}. Y si quieres conocer el estudio antes de reservar, pide cita y te lo enseñamos.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      blocks: [{ type: 'heading', text: 'Escríbenos', level: 2 }, { type: 'contactForm' }],
    },
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Datos de contacto', level: 2 },
        {
          // The details come from Ajustes del sitio → Estudio: a new phone there shows here too.
          type: 'columns',
          columns: [
            [
              { type: 'heading', text: 'Dirección', level: 3 },
              { type: 'richText', body: [{ p: '**Revela Estudio**' }] },
              { type: 'studioDetails', show: ['address'], showLabels: false },
            ],
            [
              { type: 'heading', text: 'Teléfono y correo', level: 3 },
              { type: 'studioDetails', show: ['phone', 'email'] },
            ],
            [
              { type: 'heading', text: 'Horario', level: 3 },
              { type: 'studioDetails', show: ['hours'], showLabels: false },
              { type: 'richText', body: [{ p: 'Atendemos siempre con cita previa.' }] },
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
              { type: 'heading', text: 'Cómo llegar', level: 2 },
              {
                type: 'richText',
                body: [
                  {
                    p: 'Estamos entre Malasaña y Conde Duque, en pleno centro de Madrid. La forma más cómoda de llegar es en transporte público.',
                  },
                  {
                    ul: [
                      '**Metro Tribunal** (líneas 1 y 10): a 5 minutos a pie.',
                      '**Metro Noviciado** (línea 2): a 7 minutos a pie.',
                      '**Metro San Bernardo** (líneas 2 y 4): a 8 minutos a pie.',
                    ],
                  },
                  {
                    p: '**En coche:** el estudio está dentro de la zona de bajas emisiones del Distrito Centro, con acceso restringido para vehículos de no residentes. Si necesitas venir en coche, hay aparcamientos públicos a pocos minutos a pie.',
                  },
                  {
                    p: 'El estudio está a pie de calle y no tiene escalones, así que se accede sin problema con carrito o silla de ruedas.',
                  },
                ],
              },
            ],
            [
              {
                type: 'image',
                image: 'bokeh-ciudad',
                caption: 'El centro de Madrid, a unos pasos del estudio.',
              },
            ],
          ],
        },
      ],
    },
  ],
}
