import type { SeedPost } from '../types'

export const post: SeedPost = {
  id: 1940,
  slug: 'luz-natural-o-luz-de-estudio-cual-elegir',
  title: 'Luz natural o luz de estudio: cuál elegir',
  excerpt:
    'La luz define el carácter de una fotografía tanto como la persona retratada. Te explicamos qué aporta cada tipo de luz y cuándo conviene elegir una u otra.',
  publishedAt: '2024-03-12T09:00:00.000Z',
  categories: ['estudio', 'consejos'],
  tags: ['iluminación', 'luz natural', 'estudio'],
  image: 'sombras-persiana',
  metaDescription:
    'Diferencias entre la luz natural y la luz de estudio en fotografía: ventajas, limitaciones y qué opción elegir según el tipo de sesión y el resultado buscado.',
  body: [
    {
      p: 'Fotografiar es, literalmente, escribir con luz. Por eso una de las primeras decisiones al planificar una sesión es con qué luz vamos a trabajar. Muchas personas nos preguntan si es mejor la luz natural o la de estudio, como si una fuera buena y la otra mala. La respuesta honesta es que depende de lo que quieras contar. Las dos son herramientas, y cada una brilla en situaciones distintas.',
    },
    { h2: 'La luz natural: cercana y cambiante' },
    {
      p: 'La luz natural es la que entra por una ventana, la que encontramos en una calle a media tarde o en una azotea al atardecer. Tiene algo que resulta difícil de imitar: una sensación de autenticidad, de momento vivido. Por eso la usamos mucho en sesiones de familia, de pareja o en retratos de estilo más documental.',
    },
    { h3: 'Ventajas' },
    {
      ul: [
        'Transmite cercanía y naturalidad; las fotos se sienten «de verdad».',
        'Permite trabajar en exteriores y en lugares con significado para ti.',
        'Los tonos de piel suelen verse cálidos y agradables, sobre todo a primera y última hora del día.',
        'Para quien está nervioso, no hay destellos de flash que lo distraigan.',
      ],
    },
    { h3: 'Limitaciones' },
    {
      ul: [
        'Depende del tiempo y de la hora: un día nublado, una tormenta o el sol del mediodía pueden cambiar los planes.',
        'La luz evoluciona en minutos, así que es difícil mantener el mismo aspecto durante toda la sesión.',
        'En invierno las horas buenas son pocas y hay que ajustar mucho los horarios.',
      ],
    },
    { h2: 'La luz de estudio: control total' },
    {
      p: 'En el estudio la luz la creamos nosotros con flashes, luces continuas y modificadores como ventanas de luz, paraguas, reflectores o nidos de abeja. Eso significa que podemos decidir su dirección, su dureza, su color y su intensidad, y repetirla exactamente igual de una foto a otra o de una persona a otra.',
    },
    { h3: 'Ventajas' },
    {
      ul: [
        '**Resultados constantes**, algo imprescindible en fotografía corporativa, cuando todo un equipo debe tener la misma estética.',
        '**Independencia del tiempo**: llueva o haga sol, la sesión se hace a la hora prevista.',
        '**Versatilidad creativa**: del retrato luminoso y limpio al claroscuro más dramático, en la misma sesión.',
        '**Comodidad e intimidad**, especialmente valiosas en sesiones de embarazo y de recién nacido, donde controlamos también la temperatura.',
      ],
    },
    { h3: 'Limitaciones' },
    {
      ul: [
        'Un mal uso puede dar un aspecto frío o artificial; la técnica importa tanto como el equipo.',
        'El fondo es más neutro, sin el contexto que aporta un lugar real.',
      ],
    },
    {
      quote:
        'El objetivo de una buena luz de estudio no es que se note, sino que la persona fotografiada se vea como en su mejor día.',
    },
    { h2: 'Entonces, ¿cuál elegir?' },
    {
      p: 'Como orientación general, estas son las combinaciones que mejor resultado nos dan:',
    },
    {
      ul: [
        '**Retrato profesional y corporativo:** luz de estudio, por la coherencia y la nitidez que exige una imagen de marca.',
        '**Book de fotos:** luz de estudio para los retratos base y las fotos de estilo, y algún estilismo con luz natural si tu perfil lo pide.',
        '**Embarazo y recién nacido:** estudio, por comodidad, control de la temperatura e intimidad.',
        '**Familia y pareja:** ambas funcionan; la luz natural aporta espontaneidad y el estudio, un acabado más atemporal.',
        '**Retrato artístico:** depende de la idea. Aquí la luz forma parte del concepto.',
      ],
    },
    { h2: 'Lo mejor de los dos mundos' },
    {
      p: 'Nuestro plató de Madrid tiene grandes ventanales orientados al norte, que dan una luz suave y estable durante buena parte del día. Eso nos permite empezar una sesión con luz natural, pasar a la iluminación de estudio y, si hace falta, combinarlas: una ventana como luz principal y un flash suave para rellenar las sombras. Muchas de las fotos que más gustan a nuestros clientes nacen precisamente de esa mezcla.',
    },
    {
      p: 'Si no tienes claro qué estilo de luz encaja con lo que buscas, cuéntanoslo al reservar y te enseñaremos ejemplos de ambos. Puedes conocer nuestro espacio en [sobre nosotros](/sobre-nosotros/) o escribirnos desde [contacto](/contacto/).',
    },
  ],
}
