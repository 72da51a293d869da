import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 5,
  slug: 'politica-de-cookies',
  title: 'Política de cookies',
  metaDescription:
    'Política de cookies de Revela Estudio: qué cookies usamos, para qué sirven, cuánto duran y cómo aceptar, rechazar o cambiar tu consentimiento cuando quieras.',
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
            { h3: 'Cookies técnicas (no requieren consentimiento)' },
            {
              ul: [
                'revela_consent — propia. Guarda tu elección sobre las cookies para no volver a preguntarte en cada visita. Duración: 365 días.',
              ],
            },
            {
              p: 'Esta cookie es estrictamente necesaria para respetar tu decisión, por lo que está exenta del deber de consentimiento.',
            },
            { h3: 'Cookies de análisis (solo con tu consentimiento)' },
            {
              p: 'Si las aceptas, a través de **Google Tag Manager** cargamos **Google Analytics**, un servicio de Google Ireland Limited que nos permite conocer de forma agregada cuántas personas visitan el sitio, qué páginas consultan y desde qué tipo de dispositivo. Si no las aceptas, estas herramientas no se cargan y no se instala ninguna de sus cookies.',
            },
            {
              ul: [
                '_ga — de terceros (Google). Distingue a los visitantes mediante un identificador aleatorio para elaborar estadísticas. Duración: 2 años.',
                '_ga_* — de terceros (Google). Mantiene el estado de cada visita; el asterisco representa el identificador de nuestra propiedad de Analytics. Duración: 2 años.',
              ],
            },
            {
              p: 'Google puede tratar estos datos en servidores de Google LLC situados en Estados Unidos, empresa adherida al Marco de Privacidad de Datos UE-EE. UU., que cuenta con una decisión de adecuación de la Comisión Europea. Puedes consultar cómo trata Google la información en su [política de privacidad](https://policies.google.com/privacy?hl=es).',
            },
            {
              p: 'La tabla detallada de cookies de este sitio, con su nombre, titular, finalidad y duración, se genera automáticamente a partir de la configuración del sitio, de modo que refleja siempre las cookies que están activas en cada momento.',
            },
            { h2: '4. Cómo aceptar, rechazar o cambiar tu consentimiento' },
            {
              p: 'La primera vez que visitas el sitio te mostramos un aviso en el que puedes aceptar todas las cookies, rechazar las que no son necesarias o configurarlas por categorías. Rechazarlas es tan fácil como aceptarlas, y el sitio funciona con normalidad elijas lo que elijas.',
            },
            {
              p: 'Puedes cambiar de opinión en cualquier momento con el enlace **«Configurar cookies»** que encontrarás en el pie de todas las páginas. Tu elección se guarda durante 365 días; pasado ese plazo, volveremos a preguntarte. Si retiras tu consentimiento, dejaremos de usar las cookies de análisis; para borrar las que ya estén guardadas, puedes eliminarlas desde tu navegador.',
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
              p: 'Para saber cómo tratamos tus datos personales y cómo ejercer tus derechos, consulta nuestra [política de privacidad](/politica-de-privacidad/). Si tienes cualquier duda sobre esta política, escríbenos a [hola@revela.example](mailto:hola@revela.example).',
            },
            { p: 'Última actualización: marzo de 2025.' },
          ],
        },
      ],
    },
  ],
}
