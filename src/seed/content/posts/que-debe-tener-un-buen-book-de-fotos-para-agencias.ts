import type { SeedPost } from '../types'

export const post: SeedPost = {
  id: 1928,
  slug: 'que-debe-tener-un-buen-book-de-fotos-para-agencias',
  title: 'Qué debe tener un buen book de fotos para agencias',
  excerpt:
    'Un director de casting dedica apenas unos segundos a cada book. Repasamos qué fotografías no pueden faltar y qué errores conviene evitar para que el tuyo destaque.',
  publishedAt: '2024-01-23T09:00:00.000Z',
  categories: ['book', 'consejos'],
  tags: ['book', 'modelos', 'actores', 'agencias'],
  image: 'book-perfil',
  metaDescription:
    'Qué fotos debe incluir un book para agencias de modelos y actores, cuántas imágenes llevar, qué estilismos elegir y qué errores evitar para conseguir castings.',
  body: [
    {
      p: 'Un book de fotos es tu carta de presentación ante agencias, productoras y directores de casting. Y, como toda carta de presentación, se lee deprisa: en muchos procesos de selección, quien revisa los perfiles dedica a cada uno apenas unos segundos. En ese tiempo tu book tiene que responder a una pregunta muy concreta: **¿esta persona encaja en lo que busco?**',
    },
    {
      p: 'Después de años fotografiando a modelos, actores, bailarines y músicos en nuestro estudio de Madrid, estas son las claves que vemos repetirse en los books que funcionan.',
    },
    { h2: 'Primero, tu cara tal como es' },
    {
      p: 'La foto más importante de cualquier book es el **primer plano natural**: luz limpia, maquillaje mínimo, pelo tal como lo llevas a diario y una expresión neutra o ligeramente sonriente. Las agencias necesitan saber cómo eres cuando entras por la puerta, no cómo quedas con tres horas de peluquería. Si la foto no se parece a ti, pierdes credibilidad en el primer casting.',
    },
    { h2: 'Las fotografías que no pueden faltar' },
    { h3: 'Para modelos' },
    {
      ul: [
        '**Primer plano** de frente, con el pelo recogido y suelto.',
        '**Plano medio** que muestre hombros y silueta.',
        '**Cuerpo entero** con ropa ajustada y básica, para que se aprecien proporciones y altura.',
        '**Perfil**, que muchas agencias piden expresamente.',
        '**Dos o tres fotos de estilo**: moda, algo más editorial o comercial, según el mercado al que te diriges.',
      ],
    },
    { h3: 'Para actores y actrices' },
    {
      ul: [
        '**Retrato de cabecera** (el que acompañará tu currículum), de pecho hacia arriba, con fondo neutro.',
        '**Registros distintos**: uno más cálido y comercial, otro más serio o dramático.',
        '**Plano medio y cuerpo entero** para que se vea tu físico completo.',
        '**Una o dos fotos de personaje** que sugieran los papeles que puedes interpretar, sin caer en el disfraz.',
      ],
    },
    { h2: 'Cuántas fotos incluir' },
    {
      p: 'Menos es más. Un book para agencia suele funcionar con **entre 8 y 15 fotografías**, y un actor puede empezar perfectamente con 5 o 6 retratos bien elegidos. Es mucho mejor enseñar pocas fotos excelentes que una colección larga en la que las mediocres arrastran a las buenas. Quien revisa tu book recuerda la peor foto tanto como la mejor.',
    },
    {
      quote: 'Un buen book no enseña todo lo que has hecho; enseña con claridad todo lo que puedes hacer.',
    },
    { h2: 'Estilismos: versatilidad sin disfraces' },
    {
      p: 'Cambiar de estilismo sirve para demostrar que puedes encajar en proyectos distintos. Con tres o cuatro cambios bien pensados suele bastar: uno básico (vaqueros y camiseta), uno informal más cuidado, uno elegante y, si tiene sentido para tu perfil, uno más atrevido o de tendencia. Evita los estampados llamativos, los logotipos y los accesorios que roben protagonismo. Lo que se tiene que ver eres tú.',
    },
    { h2: 'Errores frecuentes' },
    {
      ol: [
        '**Exceso de retoque.** Piel de plástico, ojos agrandados o cuerpos remodelados. Las agencias lo detectan al instante y genera desconfianza.',
        '**Fotos desactualizadas.** Si te has cortado el pelo, has cambiado de color o han pasado más de dos años, toca renovar.',
        '**Mezclar estilos sin criterio.** Fotos de vacaciones, selfis o imágenes de eventos no tienen cabida en un book profesional.',
        '**No pensar en el formato.** Hoy casi todos los books se envían en PDF o por enlace, y muchos se miran en el móvil. Las fotos deben funcionar también en pantalla pequeña.',
        '**Olvidar tus datos.** Altura, medidas, color de ojos y pelo, idiomas y contacto deben acompañar siempre a las fotografías.',
      ],
    },
    { h2: 'Cómo trabajamos los books en Revela' },
    {
      p: 'Antes de la sesión hablamos contigo sobre tu perfil y el tipo de agencias o castings a los que te presentas, y definimos juntos los estilismos. En el estudio combinamos luz suave para los retratos naturales con una iluminación más contrastada para las fotos de estilo. Después te ayudamos a elegir las imágenes y las retocamos de forma respetuosa, corrigiendo lo pasajero y manteniendo lo que te hace reconocible.',
    },
    {
      p: 'Puedes ver el proceso completo y las tarifas en nuestra página de [book de fotos](/book-de-fotos/). Si tienes una prueba a la vista o quieres renovar tus fotos, escríbenos desde [contacto](/contacto/) y buscamos fecha.',
    },
  ],
}
