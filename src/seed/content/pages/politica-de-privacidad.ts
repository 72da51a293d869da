import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 4,
  slug: 'politica-de-privacidad',
  title: 'Política de privacidad',
  metaDescription:
    'Política de privacidad: qué datos recogemos en el formulario de contacto y los comentarios, para qué los usamos, cuánto tiempo y tus derechos.',
  layout: [
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Política de privacidad', level: 1 },
        {
          type: 'richText',
          body: [
            {
              p: 'En el estudio cuidamos tus datos tanto como tus fotografías. En esta política te explicamos qué datos personales tratamos cuando usas este sitio web, para qué, durante cuánto tiempo y qué derechos tienes, de acuerdo con el Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
            },
            { h2: '1. Responsable del tratamiento' },
          ],
        },
        // The same data as the legal notice, from Ajustes del sitio → Estudio.
        { type: 'legalNotice' },
        {
          type: 'richText',
          body: [
            {
              p: 'No estamos obligados a designar un delegado de protección de datos. Para cualquier cuestión sobre privacidad puedes escribirnos al correo indicado.',
            },
            { h2: '2. Qué datos tratamos' },
            { h3: 'Formulario de contacto' },
            {
              p: 'Cuando nos escribes a través del formulario de contacto tratamos los datos que nos facilitas: **nombre, correo electrónico, teléfono, tipo de sesión que te interesa, fecha preferida y el mensaje** que nos envías. Los campos obligatorios se indican en el propio formulario. Te pedimos que no incluyas en el mensaje datos sensibles, como información sobre tu salud, que no sean necesarios para preparar tu sesión.',
            },
            {
              p: 'Para proteger el formulario del correo no deseado registramos también la **dirección IP** y el **navegador** desde los que lo envías, la página en la que está el formulario y algunos datos técnicos sobre cómo se rellena (por ejemplo, cuánto se tarda), que no sirven para identificarte. La comprobación contra robots se resuelve en tu navegador y en nuestro servidor, sin recurrir a servicios de terceros.',
            },
            { h3: 'Comentarios del blog' },
            {
              p: 'Si dejas un comentario en alguno de nuestros artículos tratamos tu **nombre, correo electrónico, sitio web** (si lo indicas) y **el comentario**, junto con la fecha y la hora, la **dirección IP** y el **navegador** desde los que lo envías. Tu nombre, tu sitio web y el comentario se publican; el correo electrónico, la dirección IP y el navegador no se muestran en ningún caso.',
            },
            {
              p: 'Si al comentar marcas la casilla para guardar tus datos, tu nombre, tu correo y tu web se guardan en cookies de tu propio navegador para que no tengas que escribirlos la próxima vez; no las usamos para nada más.',
            },
            { h3: 'Registro de tu elección sobre las cookies' },
            {
              p: 'Cada vez que aceptas, rechazas o configuras las cookies guardamos un registro con un **identificador aleatorio** (el mismo que se guarda en la cookie de tu elección), la fecha, las categorías que aceptas, la versión del aviso y la página en la que elegiste. No incluye tu dirección IP ni ningún otro dato que te identifique.',
            },
            { h3: 'Correos electrónicos' },
            {
              p: 'Cuando nos escribes o comentas, el sitio nos envía un aviso por correo electrónico con tu mensaje o tu comentario y, si el formulario lo tiene activado, te envía a ti una confirmación. Mientras se envían, y hasta que se borran, estos correos se guardan en el propio sitio.',
            },
            { h3: 'Navegación' },
            {
              p: 'La información sobre las cookies que utiliza este sitio y sobre cómo gestionar tu consentimiento se encuentra en nuestra [política de cookies](/politica-de-cookies/).',
            },
            { h2: '3. Para qué usamos tus datos' },
            {
              ul: [
                'Responder a tus consultas, informarte de nuestra disponibilidad y prepararte un presupuesto.',
                'Si finalmente contratas una sesión, gestionar la reserva, la sesión, la entrega de las fotografías y la facturación.',
                'Publicar y moderar los comentarios del blog.',
                'Proteger el sitio web frente al correo no deseado, los abusos y los ataques informáticos.',
                'Poder demostrar que diste tu consentimiento a las cookies que lo necesitan, o que lo rechazaste.',
              ],
            },
            {
              p: 'No utilizamos tus datos para enviarte publicidad sin tu consentimiento expreso, no elaboramos perfiles ni tomamos decisiones automatizadas que te afecten.',
            },
            { h2: '4. Base legal del tratamiento' },
            {
              ul: [
                '**Solicitudes de contacto y presupuestos:** tu consentimiento, que das al enviar el formulario (artículo 6.1.a del RGPD), y la aplicación de medidas precontractuales a petición tuya (artículo 6.1.b del RGPD).',
                '**Gestión de las sesiones contratadas:** la ejecución del contrato (artículo 6.1.b del RGPD) y el cumplimiento de nuestras obligaciones legales, por ejemplo las fiscales y contables (artículo 6.1.c del RGPD).',
                '**Publicación de comentarios:** tu consentimiento (artículo 6.1.a del RGPD).',
                '**Dirección IP, navegador y datos técnicos del formulario y de los comentarios:** nuestro interés legítimo en garantizar la seguridad del sitio y evitar el correo no deseado (artículo 6.1.f del RGPD).',
                '**Registro de tu elección sobre las cookies:** el cumplimiento de la obligación legal de poder demostrar el consentimiento (artículos 6.1.c y 7.1 del RGPD).',
              ],
            },
            {
              p: 'Puedes retirar tu consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento realizado antes de retirarlo.',
            },
            { h2: '5. Cuánto tiempo conservamos tus datos' },
            {
              ul: [
                '**Mensajes del formulario de contacto:** 12 meses desde que los envías; después se borran automáticamente, junto con los correos enviados sobre ellos. Los que el sistema identifica como correo no deseado se borran a los 30 días.',
                '**Clientes:** si la solicitud da lugar a un contrato, conservamos los datos mientras dure la relación y, después, durante los plazos que exige la ley; por ejemplo, seis años para la documentación contable según el artículo 30 del Código de Comercio.',
                '**Comentarios:** mientras permanezcan publicados. La dirección IP y el navegador se borran a los 6 meses, una vez pasado el tiempo en que sirven para moderar y frenar el correo no deseado. Los comentarios marcados como no deseados o enviados a la papelera se borran a los 30 días. Si nos pides que retiremos tu comentario, eliminamos también los datos asociados.',
                '**Registro de tu elección sobre las cookies:** 24 meses; para entonces el aviso ya te habrá vuelto a preguntar.',
                '**Correos enviados por el sitio:** una vez enviados, se borran a los 12 meses.',
              ],
            },
            {
              p: 'Transcurridos estos plazos, suprimimos los datos o los anonimizamos de forma que ya no puedan asociarse a ti.',
            },
            { h2: '6. A quién comunicamos tus datos' },
            {
              p: 'No cedemos tus datos a terceros, salvo obligación legal (por ejemplo, a la Agencia Tributaria o a los juzgados y tribunales). Para prestar nuestros servicios contamos con proveedores que acceden a los datos únicamente por cuenta nuestra, como encargados del tratamiento y con un contrato que cumple el artículo 28 del RGPD:',
            },
            {
              ul: [
                '**Proveedor de alojamiento web**, en cuyos servidores se guardan los datos del sitio.',
                '**Proveedor de correo electrónico**, a través del cual recibimos y respondemos tus mensajes.',
              ],
            },
            {
              p: 'Ambos proveedores tratan los datos dentro del Espacio Económico Europeo.',
            },
            {
              p: 'Si activamos el servicio antispam **Akismet**, de Automattic Inc., para revisar los mensajes del formulario y los comentarios, se le envían el texto, el nombre, el correo electrónico, la web, la dirección IP y el navegador de quien escribe, para comprobar si se trata de correo no deseado, sobre la base de nuestro interés legítimo en proteger el sitio. Automattic está en Estados Unidos y adherida al Marco de Privacidad de Datos UE-EE. UU., que cuenta con una decisión de adecuación de la Comisión Europea. Fuera de este caso, **no realizamos transferencias internacionales** de los datos que nos facilitas a través del formulario o de los comentarios. La información sobre las herramientas de analítica y publicidad, que solo se activan si las aceptas, se detalla en la [política de cookies](/politica-de-cookies/).',
            },
            { h2: '7. Tus derechos' },
            { p: 'En cualquier momento puedes ejercer los siguientes derechos:' },
            {
              ul: [
                '**Acceso:** saber si tratamos tus datos y obtener una copia.',
                '**Rectificación:** corregir los datos inexactos o incompletos.',
                '**Supresión:** pedir que eliminemos tus datos cuando ya no sean necesarios.',
                '**Oposición:** oponerte a un tratamiento basado en nuestro interés legítimo.',
                '**Limitación:** pedir que conservemos tus datos pero dejemos de usarlos temporalmente, por ejemplo mientras se comprueba su exactitud.',
                '**Portabilidad:** recibir los datos que nos has facilitado en un formato estructurado y de uso común, o que los transmitamos a otro responsable.',
                '**Retirar tu consentimiento:** cuando el tratamiento se basa en él, sin que afecte a lo tratado antes. Las cookies puedes configurarlas en cualquier momento desde el enlace «Configurar cookies» del pie de página.',
              ],
            },
            {
              p: 'Para ejercerlos, escríbenos a {{correo}} o por correo postal a la dirección indicada, con el asunto «Protección de datos» y la información necesaria para identificarte. Te responderemos en el plazo de un mes, ampliable en dos meses más en casos complejos, de lo que te informaríamos.',
            },
            {
              p: 'Si consideras que no hemos atendido correctamente tus derechos, puedes presentar una reclamación ante la **Agencia Española de Protección de Datos** (C/ Jorge Juan, 6, 28001 Madrid), a través de su sede electrónica en [www.aepd.es](https://www.aepd.es/).',
            },
            { h2: '8. Menores de edad' },
            {
              p: 'Los menores de 14 años no pueden facilitarnos sus datos sin el consentimiento de sus padres o tutores, de acuerdo con el artículo 7 de la LOPDGDD. Las sesiones en las que participan menores las contratan siempre sus padres o tutores legales.',
            },
            { h2: '9. Fotografías de las sesiones' },
            {
              p: 'Las fotografías que tomamos en las sesiones también son datos personales. Su tratamiento se regula en el contrato de cada sesión, que incluye su propia información sobre protección de datos. Solo publicamos una fotografía en este sitio o en nuestras redes si la persona retratada (o sus padres o tutores, en el caso de menores) nos ha dado su autorización expresa, que puede retirar en cualquier momento.',
            },
            { h2: '10. Seguridad' },
            {
              p: 'Aplicamos medidas técnicas y organizativas adecuadas para proteger tus datos frente a la pérdida, el acceso no autorizado o la alteración: conexión cifrada (HTTPS) en todo el sitio, acceso restringido a la información solo para el personal que la necesita, contraseñas robustas, copias de seguridad periódicas y compromisos de confidencialidad con el equipo y con nuestros proveedores.',
            },
            { h2: '11. Cambios en esta política' },
            {
              p: 'Podemos actualizar esta política para adaptarla a cambios legales o en nuestros servicios. Publicaremos siempre la versión vigente en esta página, con la fecha de su última actualización.',
            },
            { p: 'Última actualización: noviembre de 2026.' },
          ],
        },
      ],
    },
  ],
}
