import type { SeedPost } from '../types'

export const post: SeedPost = {
  id: 1965,
  slug: 'sesiones-de-fotos-el-precio-del-profesional',
  title: 'Sesiones de fotos: el precio del profesional',
  excerpt: '',
  publishedAt: '2024-05-14T08:00:00.000Z',
  categories: ['sesiones', 'consejos'],
  tags: ['precios', 'presupuesto', 'fotógrafo profesional'],
  image: 'estudio-plato',
  metaDescription:
    'Cuánto cuesta una sesión de fotos profesional en España, qué incluye el precio, por qué lo barato sale caro y cómo comparar presupuestos antes de reservar.',
  body: [
    {
      p: 'Es una de las preguntas que más nos llegan al estudio, y es lógico: **¿cuánto cuesta una sesión de fotos profesional?** Quien busca por internet encuentra de todo, desde ofertas de 40 € con «todas las fotos incluidas» hasta presupuestos que superan con creces los 500 €. Con esa dispersión es difícil saber qué es razonable y qué no.',
    },
    {
      p: 'En este artículo te contamos con total transparencia qué hay detrás del precio de una sesión, qué rangos son habituales en España y cómo comparar presupuestos sin llevarte sorpresas. No pretendemos convencerte de que contrates a nadie en concreto, sino darte las claves para decidir con criterio.',
    },
    { h2: 'Por qué hay tanta diferencia de precio entre fotógrafos' },
    {
      p: 'Una sesión de fotos no es un producto cerrado, como una lavadora que puedes comparar modelo a modelo. Dos fotógrafos pueden llamar «sesión de retrato» a servicios muy distintos: uno dedica veinte minutos y te entrega las fotos tal como salen de la cámara; otro prepara contigo la sesión, trabaja una hora con iluminación de estudio y retoca cada imagen a mano. El nombre es el mismo, pero el trabajo no se parece en nada.',
    },
    {
      p: 'Influyen además la experiencia del fotógrafo, el equipo con el que trabaja, si dispone de un estudio propio (con su alquiler, su luz y sus seguros), la ciudad en la que está y el uso que se va a dar a las fotografías. Por eso, antes de fijarte en la cifra final, conviene entender qué compone ese precio.',
    },
    { h2: 'Qué incluye el precio de una sesión profesional' },
    {
      p: 'Cuando pagas una sesión, la hora que pasas delante de la cámara es solo una parte del trabajo. Esto es, de forma resumida, lo que hay detrás:',
    },
    { h3: 'Preparación previa' },
    {
      p: 'Antes de la sesión hablamos contigo para saber qué necesitas: para qué vas a usar las fotos, qué estilo te gusta, qué ropa vas a traer y si hay algo que te preocupe. En un book de actor o en una sesión corporativa, esta fase incluye además revisar referencias, definir los estilismos y planificar la iluminación de cada uno. Es un tiempo que no se ve, pero que marca la diferencia entre improvisar y llegar con un plan.',
    },
    { h3: 'La sesión' },
    {
      p: 'Es la parte visible: el tiempo en el que el fotógrafo te dirige, te ayuda a relajarte y busca tus mejores ángulos. Un buen profesional no se limita a disparar; te indica cómo colocar las manos, hacia dónde mirar o cuándo respirar para que el gesto resulte natural. Esa dirección es, muchas veces, lo que más valoran las personas que no están acostumbradas a posar.',
    },
    { h3: 'Estudio, iluminación y equipo' },
    {
      p: 'Un estudio tiene costes fijos: alquiler, suministros, seguros, mantenimiento, fondos, flashes, modificadores de luz, cámaras y objetivos que se renuevan cada pocos años. Todo ese equipo está ahí para que la luz te favorezca y para que el resultado no dependa del tiempo que haga ese día. Una parte del precio de cada sesión sirve para sostener ese espacio.',
    },
    { h3: 'Selección, edición y retoque' },
    {
      p: 'Es la fase que más tiempo consume y la que menos se conoce. Después de una sesión de una hora hay cientos de disparos que revisar. Primero se hace una preselección, después se ajustan color, exposición y encuadre, y por último se retocan las imágenes elegidas: piel, pequeñas imperfecciones, brillos, arrugas de la ropa o elementos que distraen. Un retoque cuidado y natural puede llevar entre veinte minutos y una hora por fotografía.',
    },
    {
      quote:
        'Por cada hora de sesión solemos dedicar entre tres y cinco horas de trabajo de oficina y edición. Ese tiempo no se ve, pero está en cada foto que te llevas.',
    },
    { h3: 'Licencia de uso' },
    {
      p: 'Cuando contratas una sesión, el fotógrafo conserva los derechos de autor, pero te cede el derecho a usar las imágenes para un fin concreto. Para un uso personal (redes sociales, imprimir las fotos, regalarlas) la licencia suele estar incluida. Si las fotos se van a utilizar con fines comerciales, como la web de una empresa, una campaña o un catálogo, el precio cambia, porque el valor que generan también es mayor. Un presupuesto serio debe especificar qué usos están incluidos.',
    },
    { h3: 'Entrega' },
    {
      p: 'La entrega también forma parte del servicio: una galería privada en línea para elegir tus favoritas, los archivos en alta resolución preparados para imprimir, versiones optimizadas para redes y, si lo pides, copias en papel o un álbum. Conviene saber de antemano en qué plazo recibirás las fotos y durante cuánto tiempo estarán disponibles para descargarlas.',
    },
    { h3: 'Impuestos: el 21 % de IVA' },
    {
      p: 'En España los servicios fotográficos tributan al **21 % de IVA**. Es un detalle importante al comparar: algunos profesionales publican sus precios con IVA incluido y otros sin él, así que una tarifa de 150 € más IVA se convierte en 181,50 €. Si eres particular, lo que te interesa es el precio final; si eres empresa o autónomo, necesitarás una factura con el IVA desglosado.',
    },
    { h2: 'Precios orientativos de una sesión de fotos en España' },
    {
      p: 'Estos rangos son **orientativos** y reflejan lo que suele cobrar un profesional con experiencia y estudio en una gran ciudad, con IVA incluido y un número razonable de fotografías retocadas. En ciudades pequeñas pueden ser algo más bajos y, en fotógrafos muy reconocidos, bastante más altos.',
    },
    {
      ul: [
        '**Retrato individual:** entre 100 y 300 €.',
        '**Sesión de pareja:** entre 120 y 300 €.',
        '**Sesión de familia:** entre 150 y 400 €, según el número de personas y la duración.',
        '**Sesión de embarazo:** entre 150 y 350 €.',
        '**Sesión de recién nacido:** entre 200 y 500 €; son sesiones largas que requieren paciencia y mucho cuidado.',
        '**Retrato corporativo individual:** entre 80 y 250 € por persona.',
        '**Fotografía de equipos en la empresa:** entre 500 y 1.500 € por media jornada o jornada completa, más la licencia de uso comercial.',
        '**Book para modelos, actores y artistas:** entre 200 y 700 €, según el número de estilismos y de fotografías.',
      ],
    },
    {
      p: 'Si encuentras precios muy por debajo de estos rangos, no significa necesariamente que el trabajo sea malo, pero sí que algo se ha recortado: el tiempo de sesión, el retoque, el número de fotos o la experiencia de quien dispara. Vale la pena averiguar qué.',
    },
    { h2: 'Por qué lo barato acaba saliendo caro' },
    {
      p: 'Todos hemos caído alguna vez en la tentación de elegir la opción más económica. En fotografía, ese ahorro inicial suele tener letra pequeña:',
    },
    {
      ul: [
        '**Fotos que no puedes usar.** Un retrato mal iluminado o sin retocar no sirve para tu perfil profesional ni para presentarte a una agencia. Acabas repitiendo la sesión y pagando dos veces.',
        '**Cientos de archivos sin editar.** «Te damos todas las fotos» suena generoso, pero en la práctica significa que el trabajo de selección y edición queda en tus manos.',
        '**Sin dirección.** Si nadie te guía durante la sesión, lo más probable es que te veas rígido o incómodo en las fotos.',
        '**Sin garantías.** Sin contrato ni factura, no hay nada que reclamar si las fotos no llegan o llegan tarde.',
        '**Momentos que no se repiten.** Un embarazo, los primeros días de un bebé o una etapa de tu familia no vuelven. Ahí el coste de equivocarse no se mide en euros.',
      ],
    },
    {
      p: 'Piensa también en el uso que les vas a dar. Una buena foto de perfil profesional puede acompañarte varios años en tu web, en LinkedIn y en cada presentación. Repartido en ese tiempo, su precio real es muy bajo; una foto mediocre, en cambio, te resta cada vez que alguien la ve.',
    },
    { h2: 'Cómo comparar presupuestos' },
    {
      p: 'Para comparar con justicia, pide a cada fotógrafo la misma información y ponla una al lado de la otra. Fíjate en estos puntos:',
    },
    {
      ol: [
        '**Duración real de la sesión**, no solo el tiempo total de la cita.',
        '**Número de fotografías retocadas incluidas** y precio de las adicionales.',
        '**Tipo de retoque:** básico (color y exposición) o cuidado, foto a foto.',
        '**Lugar:** estudio propio, exteriores o desplazamiento a tu casa o empresa, y si este tiene coste.',
        '**Licencia de uso:** personal, profesional o comercial.',
        '**Plazo y formato de entrega.**',
        '**IVA:** si el precio lo incluye o hay que sumarlo.',
      ],
    },
    {
      p: 'Y, sobre todo, mira el portafolio completo, no solo las tres mejores fotos de la portada. Busca sesiones parecidas a la que quieres hacer y pregúntate si te gustaría verte así.',
    },
    { h2: 'Preguntas que conviene hacer antes de reservar' },
    {
      p: 'Un buen profesional responderá sin problema a estas preguntas. Si alguna respuesta es vaga, tómatelo como una señal de alerta:',
    },
    {
      ul: [
        '¿Puedo ver sesiones completas parecidas a la mía?',
        '¿Cuántas fotos retocadas recibo y cuánto cuesta cada foto adicional?',
        '¿Qué pasa si un día no puedo acudir? ¿Puedo cambiar la fecha?',
        '¿Hay señal o depósito? ¿Es reembolsable?',
        '¿Para qué puedo usar las fotos? ¿Necesito una licencia distinta para mi empresa?',
        '¿Me ayudaréis a elegir la ropa y a preparar la sesión?',
        '¿En cuánto tiempo recibiré las fotografías?',
        '¿Me daréis factura?',
      ],
    },
    { h2: '¿Y si tu presupuesto es ajustado?' },
    {
      p: 'Contratar a un profesional no tiene por qué significar el paquete más completo. Si tu presupuesto es limitado, es mejor reducir el alcance que renunciar a la calidad. Algunas opciones que suelen funcionar:',
    },
    {
      ul: [
        'Elegir una sesión más corta con menos fotografías, pero bien retocadas.',
        'Centrarte en un solo uso: por ejemplo, una buena foto de perfil en lugar de una sesión completa.',
        'Compartir la sesión corporativa con compañeros para repartir el coste del desplazamiento.',
        'Preguntar por fechas entre semana o por packs que combinan dos sesiones, como embarazo y recién nacido.',
      ],
    },
    {
      p: 'Lo importante es que lo que contrates esté bien hecho. Cinco fotos excelentes valen más que cincuenta que no te atreves a enseñar.',
    },
    { h2: 'Nuestros precios en Revela Estudio' },
    {
      p: 'En Revela preferimos poner las cartas sobre la mesa. Nuestras tarifas de partida, con IVA incluido, son estas: [retrato](/sesiones-de-fotos/retrato/) desde 150 €, [familia](/sesiones-de-fotos/familia/) desde 220 €, [embarazo](/sesiones-de-fotos/embarazo-y-recien-nacido/) desde 220 € y recién nacido desde 290 €, [retrato corporativo](/sesiones-de-fotos/corporativa/) desde 120 € por persona y [book de fotos](/book-de-fotos/) desde 290 €. Todas incluyen la preparación previa, la sesión en nuestro estudio de Madrid, una selección de fotografías retocadas a mano y su entrega en alta resolución mediante una galería privada.',
    },
    {
      p: 'Antes de reservar te enviamos siempre un presupuesto por escrito con todo detallado: duración, número de fotos, licencia de uso, plazo de entrega e impuestos. Sin letra pequeña.',
    },
    {
      p: 'Si estás pensando en hacerte unas fotos, echa un vistazo a nuestras [sesiones de fotos](/sesiones-de-fotos/) y cuéntanos qué tienes en mente a través de la página de [contacto](/contacto/). Te responderemos en menos de 24 horas laborables con una propuesta a tu medida.',
    },
  ],
}
