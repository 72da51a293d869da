import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 5,
  slug: 'politica-de-cookies',
  title: 'Política de cookies',
  metaDescription:
    'Política de cookies: qué cookies usamos, para qué sirven, cuánto duran y cómo aceptar, rechazar o cambiar tu consentimiento cuando quieras.',
  layout: [
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Política de cookies', level: 1 },
        {
          type: 'richText',
          body: [
            {
              p: 'Este sitio web utiliza cookies. De acuerdo con el artículo 22.2 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), y con la guía sobre el uso de las cookies de la Agencia Española de Protección de Datos, te explicamos qué cookies usamos, para qué sirven y cómo puedes aceptarlas, rechazarlas o cambiar de opinión en cualquier momento.',
            },
            { h2: '1. Qué son las cookies' },
            {
              p: 'Las cookies son pequeños archivos que un sitio web guarda en tu navegador cuando lo visitas. Permiten, por ejemplo, recordar tus preferencias o saber cómo se utiliza el sitio para mejorarlo. Algunas son imprescindibles para que la página funcione; otras solo se instalan si nos das tu permiso.',
            },
            { h2: '2. Tipos de cookies' },
            {
              ul: [
                '**Según quién las gestiona:** propias, si las envía este sitio, o de terceros, si las gestiona otra entidad que trata los datos obtenidos.',
                '**Según su finalidad:** técnicas, necesarias para el funcionamiento del sitio; de preferencias o personalización; de análisis, que miden el uso del sitio; y publicitarias.',
                '**Según su duración:** de sesión, que se borran al cerrar el navegador, o persistentes, que se conservan durante un plazo determinado.',
              ],
            },
            { h2: '3. Cookies que utilizamos' },
            {
              p: 'Usamos cookies técnicas, que no requieren consentimiento, y, solo si las aceptas, cookies de análisis y publicitarias. Las tablas siguientes se generan a partir de la configuración del sitio, de modo que muestran siempre las cookies que declaramos en cada momento, con su nombre, su titular, su finalidad y su duración.',
            },
          ],
        },
        // Drawn from Ajustes del sitio → Analítica y cookies: the same list the banner shows.
        { type: 'cookieTable' },
        {
          type: 'richText',
          body: [
            {
              p: 'La cookie técnica revela_consent es estrictamente necesaria para respetar tu decisión, por lo que está exenta del deber de consentimiento.',
            },
            {
              p: 'Si aceptas las cookies de análisis, a través de **Google Tag Manager** cargamos **Google Analytics**, un servicio de Google Ireland Limited que nos permite conocer de forma agregada cuántas personas visitan el sitio, qué páginas consultan y desde qué tipo de dispositivo. Si aceptas las publicitarias, **Google Ads** nos indica si una visita llega desde alguno de nuestros anuncios, para medir su eficacia. Si no las aceptas, estas herramientas no se cargan y no se instala ninguna de sus cookies.',
            },
            {
              p: 'Google puede tratar estos datos en servidores de Google LLC situados en Estados Unidos, empresa adherida al Marco de Privacidad de Datos UE-EE. UU., que cuenta con una decisión de adecuación de la Comisión Europea. Puedes consultar cómo trata Google la información en su [política de privacidad](https://policies.google.com/privacy?hl=es).',
            },
            { h2: '4. Cómo aceptar, rechazar o cambiar tu consentimiento' },
            {
              p: 'La primera vez que visitas el sitio te mostramos un aviso en el que puedes aceptar todas las cookies, rechazar las que no son necesarias o configurarlas por categorías. Rechazarlas es tan fácil como aceptarlas, y el sitio funciona con normalidad elijas lo que elijas.',
            },
            {
              p: 'Puedes cambiar de opinión en cualquier momento con el enlace **«Configurar cookies»** que encontrarás en el pie de todas las páginas, o con el botón del mismo nombre de esta página. Tu elección se guarda durante 365 días; pasado ese plazo, o si cambiamos las cookies que utilizamos, volveremos a preguntarte. Si retiras tu consentimiento, dejamos de cargar esas herramientas y borramos las cookies suyas que este sitio haya guardado en tu navegador.',
            },
            {
              p: 'Para poder demostrar que nos diste tu consentimiento, guardamos un registro de cada elección con un identificador aleatorio, la fecha, las categorías que aceptas y la versión del aviso. No incluye tu dirección IP ni ningún dato que te identifique, y se borra a los 24 meses.',
            },
            { h2: '5. Cómo desactivar las cookies en tu navegador' },
            {
              p: 'Además de nuestro panel de configuración, puedes bloquear o eliminar las cookies desde los ajustes de tu navegador. Ten en cuenta que, si bloqueas todas, algunas funciones de este y de otros sitios pueden dejar de funcionar correctamente.',
            },
            {
              ul: [
                '**Google Chrome:** Configuración › Privacidad y seguridad › Cookies de terceros.',
                '**Mozilla Firefox:** Ajustes › Privacidad & Seguridad › Cookies y datos del sitio.',
                '**Safari:** Ajustes › Privacidad › Gestionar datos de sitios web.',
                '**Microsoft Edge:** Configuración › Cookies y permisos del sitio.',
              ],
            },
            {
              p: 'Los nombres de los menús pueden variar según la versión de tu navegador y tu sistema operativo. Si usas otro navegador, consulta su ayuda.',
            },
            { h2: '6. Más información' },
            {
              p: 'Para saber cómo tratamos tus datos personales y cómo ejercer tus derechos, consulta nuestra [política de privacidad](/politica-de-privacidad/). Si tienes cualquier duda sobre esta política, escríbenos a {{correo}}.',
            },
            { p: 'Última actualización: noviembre de 2026.' },
          ],
        },
      ],
    },
  ],
}
