import type { SeedPost } from '../types'

export const post: SeedPost = {
  id: 1971,
  slug: 'sesion-de-embarazo-cuando-hacerla-y-que-esperar',
  title: 'Sesión de embarazo: cuándo hacerla y qué esperar',
  excerpt:
    'El embarazo pasa volando y la tripa cambia cada semana. Te explicamos cuál es el mejor momento para tu sesión y cómo la preparamos para que la disfrutes sin prisas.',
  publishedAt: '2025-03-04T09:00:00.000Z',
  categories: ['sesiones', 'consejos'],
  tags: ['embarazo', 'familia', 'recién nacido'],
  image: 'azotea-atardecer',
  metaDescription:
    'Cuándo hacer tu sesión de fotos de embarazo, cómo prepararla, qué ropa llevar, quién puede acompañarte y qué esperar el día de la sesión en el estudio.',
  body: [
    {
      p: 'El embarazo es una etapa intensa, llena de cambios y, casi siempre, de prisas: citas médicas, preparativos, trabajo. Cuando por fin te acuerdas de hacer unas fotos, a veces ya es tarde. Por eso queremos contarte cuál es el mejor momento para tu sesión de embarazo, cómo prepararla y qué puedes esperar de ella.',
    },
    { h2: 'El mejor momento: entre las semanas 28 y 34' },
    {
      p: 'Recomendamos hacer la sesión **entre la semana 28 y la 34 de gestación**. En ese periodo la tripa ya tiene una forma redondeada y bonita, pero la mayoría de las mujeres todavía se sienten ágiles y con energía para cambiarse de ropa, moverse y disfrutar de una sesión de una hora y media sin agotarse.',
    },
    {
      p: 'Hay excepciones, claro. En embarazos de gemelos la tripa crece antes y el cansancio llega también antes, así que conviene adelantar la sesión a la semana 26 o 28. Y si tu médico te ha indicado reposo o tienes alguna molestia, lo hablamos y adaptamos fecha, duración y posturas. Tu comodidad siempre va primero.',
    },
    {
      quote:
        'Te aconsejamos reservar hacia la semana 20. Así eliges la fecha con calma y no dependes de los huecos libres de última hora.',
    },
    { h2: 'Cómo prepararte' },
    {
      ul: [
        '**Descansa bien** los días anteriores y come algo ligero antes de venir.',
        '**Hidrata la piel** de la tripa los días previos, pero evita aplicar crema el mismo día: los brillos se notan en la foto.',
        '**Manicura sencilla** o uñas naturales: las manos sobre la tripa salen en muchas imágenes.',
        '**Ropa cómoda para venir**, sin costuras ni gomas apretadas, para que no queden marcas en la piel durante la sesión.',
        '**Piensa en objetos con significado**: la primera ecografía, unos patucos, un peluche que ya esté esperando al bebé.',
      ],
    },
    { h2: 'Qué ponerte' },
    {
      p: 'Las prendas que se ciñen al cuerpo realzan la silueta: vestidos largos de punto, tejidos elásticos o una camisa amplia abierta sobre la tripa. En el estudio tenemos varios vestidos de embarazo y telas vaporosas a tu disposición, así que no necesitas comprar nada especial. Si quieres, tráete también algo tuyo, con lo que te sientas tú misma, para tener fotos más personales.',
    },
    { h2: '¿Con pareja, con hijos, con mascota?' },
    {
      p: 'La sesión es tuya y puedes hacerla sola o acompañada. Muchas familias aprovechan para incluir a la pareja y a los hermanos mayores, que viven la espera a su manera y suelen protagonizar algunas de las fotos más tiernas. Si quieres que venga toda la familia, avísanos para organizar la sesión por partes: primero las fotos en familia y al final las individuales, cuando los peques ya se han cansado.',
    },
    { h2: 'Qué esperar el día de la sesión' },
    {
      p: 'La sesión dura alrededor de **una hora y media** y se hace sin prisas. El estudio está climatizado, hay un espacio privado para cambiarte y todo el tiempo que necesites para descansar, beber agua o ir al baño (que sabemos que será más de una vez). Te guiaremos en cada postura, siempre cómoda y segura para ti, y nunca te pediremos nada que no te apetezca.',
    },
    {
      p: 'Trabajamos sobre todo con luz de estudio suave, que favorece mucho la piel y la silueta. Si te gusta un estilo más natural, también podemos hacer parte de la sesión junto a nuestros ventanales o, en primavera y verano, en exteriores a la hora del atardecer.',
    },
    { h2: 'Y después, el recién nacido' },
    {
      p: 'Muchas familias combinan la sesión de embarazo con una sesión de recién nacido, idealmente **entre el quinto y el decimoquinto día de vida**, cuando los bebés duermen profundamente y se adaptan mejor a las posturas. Si reservas las dos a la vez, dejamos la fecha del bebé abierta y la concretamos en cuanto nos avises del nacimiento.',
    },
    {
      p: 'Tienes toda la información, el contenido de cada sesión y los precios del pack en nuestra página de [sesiones de embarazo y recién nacido](/sesiones-de-fotos/embarazo-y-recien-nacido/). Y si tienes cualquier duda, escríbenos desde [contacto](/contacto/): estaremos encantados de acompañarte en esta etapa.',
    },
  ],
}
