import type { SeedPost } from '../types'

export const post: SeedPost = {
  id: 1901,
  slug: 'como-prepararte-para-tu-primera-sesion-de-retrato',
  title: 'Cómo prepararte para tu primera sesión de retrato',
  excerpt:
    'Si nunca te has puesto delante de una cámara profesional, es normal tener dudas. Te contamos cómo llegar a tu primera sesión de retrato tranquilo y con todo preparado.',
  publishedAt: '2023-09-19T08:00:00.000Z',
  categories: ['consejos', 'sesiones'],
  tags: ['retrato', 'preparación', 'primera sesión'],
  image: 'luz-ventana',
  metaDescription:
    'Consejos para tu primera sesión de retrato: qué pensar antes, qué llevar, cómo cuidar piel y pelo y cómo relajarte delante de la cámara para verte natural.',
  body: [
    {
      p: '«Es que yo no soy nada fotogénico». Es la frase que más escuchamos en el estudio, casi siempre en los primeros cinco minutos de una sesión. La buena noticia es que la fotogenia tiene mucho menos que ver con la genética de lo que parece y mucho más con la preparación, la luz y la confianza. Si vas a hacer tu primera sesión de retrato, estos consejos te ayudarán a llegar tranquilo y a disfrutarla.',
    },
    { h2: 'Antes de la sesión: ten claro para qué son las fotos' },
    {
      p: 'No es lo mismo un retrato para tu perfil profesional que uno para regalar a tu familia o para tu web de artista. El uso final determina el encuadre, el fondo, la ropa y hasta la expresión. Dedica un momento a pensarlo y coméntalo con tu fotógrafo cuando reserves. Si tienes imágenes de referencia que te gusten, guárdalas y llévalas: nos ayudan muchísimo a entender qué buscas.',
    },
    { h2: 'Los días previos' },
    {
      ul: [
        '**Duerme bien las dos noches anteriores.** El cansancio se nota en la mirada más que en cualquier otro sitio.',
        '**Bebe agua y modera el alcohol y la sal.** Reducen la hinchazón de la cara y los ojos.',
        '**Evita tratamientos nuevos.** Ni una limpieza facial agresiva, ni un tinte distinto, ni unas cejas recién depiladas el día anterior: si hay rojeces o el resultado no te convence, no hay tiempo de arreglarlo.',
        '**Si vas a cortarte el pelo, hazlo una semana antes.** Así tendrá tiempo de asentarse y se verá natural.',
        '**Ensaya sin presión.** Mírate en el espejo o hazte algunas fotos con el móvil para descubrir qué perfil te gusta más. No para posar como un profesional, sino para conocerte un poco mejor.',
      ],
    },
    { h2: 'Qué llevar el día de la sesión' },
    {
      p: 'Trae dos o tres conjuntos que te representen y en los que te sientas cómodo. Los colores lisos y los tonos neutros funcionan casi siempre mejor que los estampados pequeños o los logotipos, que distraen la atención de tu cara. Plancha la ropa o tráela en una funda para que llegue sin arrugas. Si tienes dudas, trae más opciones de las necesarias y las revisamos juntos antes de empezar.',
    },
    {
      p: 'No olvides los pequeños detalles: un cepillo o peine, el maquillaje que uses habitualmente para retocarte, polvos matificantes si tienes tendencia a los brillos, bálsamo labial y, si llevas gafas, pregúntanos: según el tipo de cristal, a veces conviene llevar una montura sin lentes o quitar los cristales para evitar reflejos.',
    },
    { h2: 'Durante la sesión: déjate guiar' },
    {
      p: 'Los primeros minutos siempre son los más raros. Es completamente normal sentirse algo rígido, y por eso nunca empezamos con la foto importante. Dedicamos un rato a charlar, a probar la luz y a hacer disparos de calentamiento mientras te acostumbras al sonido del flash y a la cámara.',
    },
    {
      quote:
        'La mejor foto de una sesión casi nunca sale al principio. Sale cuando la persona se olvida de que la estamos fotografiando.',
    },
    {
      p: 'Tu trabajo es sencillo: respirar, escuchar y no preocuparte por hacerlo bien. Nosotros te indicaremos cómo colocar los hombros, dónde poner las manos o hacia dónde mirar. Si algo no te convence, dilo: revisamos las imágenes en pantalla durante la sesión para ajustar lo que haga falta.',
    },
    { h3: 'Tres trucos que funcionan' },
    {
      ol: [
        '**Adelanta ligeramente la barbilla** y bájala un poco. Define la mandíbula y evita la papada.',
        '**Sonríe con los ojos.** Piensa en algo o alguien que te haga gracia; la expresión cambia por completo.',
        '**Relaja las manos.** Si no sabes qué hacer con ellas, sujeta algo o apóyalas con suavidad. Nunca las aprietes.',
      ],
    },
    { h2: 'Después de la sesión' },
    {
      p: 'En unos días recibirás una galería privada para elegir tus fotografías favoritas. Te recomendamos verla con calma y, si puedes, pedir opinión a alguien de confianza: solemos ser muy críticos con nuestra propia imagen y otra mirada ayuda a elegir mejor. Después retocamos las fotos seleccionadas y te las entregamos en alta resolución, listas para imprimir y para usar en redes.',
    },
    {
      p: 'Si te apetece dar el paso, en nuestra página de [sesiones de retrato](/sesiones-de-fotos/retrato/) tienes todos los detalles. Y si te queda alguna duda, escríbenos desde [contacto](/contacto/): te ayudamos a preparar tu sesión desde el primer mensaje.',
    },
  ],
}
