import type { SeedPost } from '../types'

export const post: SeedPost = {
  id: 1953,
  slug: 'fotografia-corporativa-la-imagen-de-tu-equipo',
  title: 'Fotografía corporativa: la imagen de tu equipo',
  excerpt:
    'Las personas que forman tu empresa son su mejor escaparate. Te contamos cómo organizar una sesión corporativa para que todo el equipo salga bien y con una imagen coherente.',
  publishedAt: '2024-04-16T08:30:00.000Z',
  categories: ['sesiones'],
  tags: ['corporativa', 'empresas', 'retrato profesional'],
  image: 'bokeh-ciudad',
  metaDescription:
    'Cómo organizar una sesión de fotografía corporativa para tu equipo: estilo, planificación, ropa, fotos en la oficina o en estudio y usos de las imágenes.',
  body: [
    {
      p: 'Antes de llamar, escribir un correo o pedir un presupuesto, la mayoría de los clientes visita la web de una empresa y su perfil en redes profesionales. Y lo primero que buscan son caras. Un equipo fotografiado con cuidado transmite confianza, profesionalidad y cercanía; una página de «quiénes somos» con fotos de distintos estilos, recortadas de un móvil o de hace diez años, transmite justo lo contrario.',
    },
    { h2: 'Por qué merece la pena invertir en fotografía corporativa' },
    {
      ul: [
        '**Coherencia de marca.** Misma luz, mismo fondo y mismo encuadre para todo el equipo: la web y los materiales comerciales ganan en orden y en calidad.',
        '**Confianza.** Las personas conectan con personas. Ver a quién vas a confiar tu proyecto reduce la distancia.',
        '**Versatilidad.** Un buen banco de imágenes sirve para la web, las redes, las notas de prensa, las presentaciones y las ofertas de empleo.',
        '**Orgullo de equipo.** Un retrato profesional es también un detalle con quienes trabajan contigo; muchos lo usan después en su propio perfil.',
      ],
    },
    { h2: 'Define el estilo antes de la sesión' },
    {
      p: 'La fotografía corporativa no tiene por qué ser seria ni acartonada. Un despacho de abogados, una agencia creativa y una clínica dental no deben transmitir lo mismo. Antes de la sesión conviene decidir algunas cuestiones básicas:',
    },
    {
      ol: [
        '**Fondo:** neutro de estudio, corporativo con los colores de la marca o el propio espacio de trabajo.',
        '**Encuadre:** retrato de busto, plano medio o algo más amplio que muestre el entorno.',
        '**Actitud:** sonrisa abierta, gesto serio y sereno, o una combinación de ambas versiones.',
        '**Fotos de grupo y de ambiente:** reuniones, trabajo en equipo, detalles del espacio. Aportan contexto y dan vida a la web.',
      ],
    },
    { h2: '¿En el estudio o en tu oficina?' },
    {
      p: 'Las dos opciones son válidas. **En nuestro estudio** de Madrid el control de la luz es total y el resultado, muy homogéneo; es ideal para equipos pequeños o para incorporaciones que llegan de forma escalonada, porque podemos repetir exactamente la misma configuración meses después.',
    },
    {
      p: '**En tu oficina** montamos un pequeño plató portátil, con iluminación y fondo, en una sala de reuniones. Así nadie tiene que desplazarse y cada persona solo se ausenta de su puesto unos minutos. Además, aprovechamos la visita para hacer fotografías de ambiente y del espacio de trabajo.',
    },
    { h2: 'Organización: la clave para que todo fluya' },
    {
      p: 'Una sesión corporativa bien organizada puede retratar a quince o veinte personas en una mañana sin que la actividad de la empresa se resienta. Lo que mejor funciona:',
    },
    {
      ul: [
        'Preparar un **horario por turnos** de diez a quince minutos por persona.',
        'Enviar al equipo con antelación unas **pautas de vestuario** comunes: colores lisos, sin logotipos, con la formalidad propia del sector.',
        'Reservar una **sala con algo de espacio** y, a ser posible, cerca de un aseo o de un espejo para los últimos retoques.',
        'Designar a una persona de contacto que coordine los turnos el día de la sesión.',
      ],
    },
    {
      quote:
        'Diez minutos bien dirigidos bastan para conseguir un retrato del que una persona se sienta orgullosa durante años.',
    },
    { h2: 'Licencia y uso de las imágenes' },
    {
      p: 'A diferencia de una sesión personal, las fotos corporativas tienen un uso comercial: la web, las redes sociales de la empresa, la publicidad o la prensa. Por eso el presupuesto debe especificar la licencia de uso incluida y su alcance. También conviene tener en cuenta la protección de datos y el derecho a la propia imagen de cada trabajador: lo recomendable es contar con su consentimiento por escrito para publicar su retrato.',
    },
    { h2: 'Cómo lo hacemos en Revela' },
    {
      p: 'Trabajamos tanto con autónomos que necesitan un buen retrato profesional como con empresas de decenas de personas. Te ayudamos a definir el estilo, te enviamos pautas de vestuario para el equipo, planificamos los turnos y entregamos las fotos retocadas en los formatos que necesites, recortadas para la web y para redes profesionales.',
    },
    {
      p: 'Tienes todos los detalles y precios en nuestra página de [fotografía corporativa](/sesiones-de-fotos/corporativa/). Si quieres un presupuesto para tu equipo, escríbenos desde [contacto](/contacto/) indicando cuántas personas forman tu equipo y dónde prefieres hacer la sesión.',
    },
  ],
}
