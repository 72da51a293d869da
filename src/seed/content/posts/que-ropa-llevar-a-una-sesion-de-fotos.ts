import type { SeedPost } from '../types'

export const post: SeedPost = {
  id: 1912,
  slug: 'que-ropa-llevar-a-una-sesion-de-fotos',
  title: 'Qué ropa llevar a una sesión de fotos',
  excerpt:
    'La ropa puede hacer que una foto funcione o que distraiga de lo importante. Estas son nuestras recomendaciones para acertar con el vestuario en cualquier tipo de sesión.',
  publishedAt: '2023-11-08T09:00:00.000Z',
  categories: ['consejos'],
  tags: ['ropa', 'estilismo', 'consejos'],
  image: 'retrato-silueta',
  metaDescription:
    'Colores, tejidos, estampados y accesorios: guía práctica para elegir la ropa de tu sesión de fotos de retrato, familia, pareja, embarazo o book profesional.',
  body: [
    {
      p: 'Después de «¿cómo tengo que posar?», la duda más habitual antes de una sesión es qué ponerse. Y tiene sentido preocuparse: la ropa ocupa buena parte del encuadre y puede realzar una foto o estropearla. No hace falta comprar nada nuevo ni contratar a un estilista; basta con seguir unas pautas sencillas.',
    },
    { h2: 'La regla de oro: que te sientas tú' },
    {
      p: 'Antes que cualquier consejo técnico, elige prendas con las que te sientas cómodo y que te representen. Si nunca llevas americana, una sesión de retrato personal no es el mejor momento para estrenarla. La incomodidad se nota en la postura y en la cara, y ninguna iluminación lo disimula. Piensa en la versión más cuidada de ti mismo, no en otra persona.',
    },
    { h2: 'Colores que funcionan' },
    {
      p: 'Los **colores lisos y los tonos neutros** (blanco roto, beis, gris, azul marino, negro, tierra) son una apuesta segura: dirigen la mirada hacia la cara y no pasan de moda. Los colores intensos también pueden funcionar muy bien si te favorecen, sobre todo en prendas lisas y sobre fondos neutros.',
    },
    {
      p: 'Ten en cuenta el fondo. En estudio trabajamos a menudo con grises y fondos degradados, que combinan con casi todo, pero si sabes que quieres un fondo claro, evita ir entero de blanco; y si el fondo es oscuro, el negro total puede hacer que tu silueta se pierda. Coméntanoslo antes y te aconsejamos.',
    },
    { h2: 'Qué conviene evitar' },
    {
      ul: [
        '**Estampados pequeños y rayas finas.** Pueden producir un efecto de vibración en la imagen, llamado *moaré*.',
        '**Logotipos y textos grandes.** Desvían la atención y fechan la foto.',
        '**Tejidos que se arrugan con facilidad**, como el lino, salvo que busques precisamente un aire informal.',
        '**Prendas demasiado ajustadas o demasiado grandes.** Al sentarte o moverte, marcan pliegues poco favorecedores.',
        '**Colores fluorescentes**, que proyectan reflejos de color sobre la piel difíciles de corregir.',
      ],
    },
    { h2: 'Según el tipo de sesión' },
    { h3: 'Retrato y fotografía corporativa' },
    {
      p: 'Para un retrato profesional, viste como lo harías en una reunión importante de tu sector, ni más formal ni menos. Un abogado y un diseñador gráfico no tienen por qué transmitir lo mismo. Trae al menos una alternativa más informal para tener versiones distintas. Los cuellos de camisa y las solapas deben estar planchados: en un primer plano se ve todo.',
    },
    { h3: 'Familia y pareja' },
    {
      p: 'La clave es **coordinar sin uniformar**. Todos de vaqueros y camiseta blanca queda anticuado; es mejor elegir una paleta de dos o tres colores que combinen entre sí y que cada persona la interprete a su manera. Una buena forma de empezar es escoger primero la ropa de quien tenga la prenda más llamativa y construir el resto a partir de ahí.',
    },
    { h3: 'Embarazo' },
    {
      p: 'Las prendas que marcan la silueta, como vestidos de punto o tejidos elásticos, realzan la tripa. En el estudio tenemos además telas vaporosas y varios vestidos de embarazo a tu disposición, así que no hace falta que compres nada específico: pregúntanos antes de ir de compras.',
    },
    { h3: 'Book de fotos' },
    {
      p: 'En un book para agencias o castings la ropa debe ser sencilla y ajustada a tu cuerpo: vaqueros, camiseta básica, algo de tirantes o de cuello redondo y una prenda más arreglada. La idea es que se vea tu físico y tu versatilidad, no el vestuario. Definiremos los estilismos contigo antes de la sesión.',
    },
    { h2: 'Los detalles que marcan la diferencia' },
    {
      ol: [
        'Lleva la ropa planchada y en perchas o en una funda.',
        'Revisa que no haya pelusas, hilos sueltos ni pelos de mascotas; un rodillo quitapelusas es tu mejor aliado.',
        'Elige accesorios discretos: un reloj o unos pendientes sencillos suman, un collar aparatoso resta.',
        'No olvides los zapatos: en planos de cuerpo entero también salen.',
        'Trae ropa interior del color de tu piel para prendas claras o transparentes.',
      ],
    },
    {
      quote:
        'Cuando dudes entre dos prendas, tráelas las dos. En el estudio tenemos espacio para cambiarte y tiempo para probar.',
    },
    {
      p: 'Si quieres que te ayudemos a elegir, mándanos unas fotos de las opciones que barajas cuando reserves tu sesión. Puedes ver todos nuestros tipos de [sesiones de fotos](/sesiones-de-fotos/) o escribirnos directamente desde [contacto](/contacto/).',
    },
  ],
}
