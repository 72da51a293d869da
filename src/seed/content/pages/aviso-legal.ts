import type { SeedPage } from '../types'

export const page: SeedPage = {
  id: 3,
  slug: 'aviso-legal',
  title: 'Aviso legal',
  metaDescription:
    'Aviso legal: datos del titular de este sitio web, condiciones de uso, propiedad intelectual de las fotografías, responsabilidad y legislación.',
  layout: [
    {
      type: 'section',
      blocks: [
        { type: 'heading', text: 'Aviso legal', level: 1 },
        {
          type: 'richText',
          body: [
            {
              p: 'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), te informamos de los datos identificativos del titular de este sitio web y de las condiciones que regulan su uso.',
            },
            { h2: '1. Datos identificativos del titular' },
          ],
        },
        // Drawn from Ajustes del sitio → Estudio, so that a change of address is made in one place.
        { type: 'legalNotice' },
        {
          type: 'richText',
          body: [
            {
              p: '*Nota: el NIF y los datos de inscripción en el Registro Mercantil que aparecen en esta página son ficticios y se muestran únicamente a modo de demostración.*',
            },
            { h2: '2. Objeto' },
            {
              p: 'Este sitio web tiene como finalidad presentar los servicios de fotografía de su titular, publicar contenidos divulgativos en su blog y facilitar el contacto con las personas interesadas en contratarlos.',
            },
            { h2: '3. Condiciones de uso' },
            {
              p: 'El acceso a este sitio web es gratuito y atribuye la condición de usuario a quien lo visita, lo que implica la aceptación de este aviso legal. Como usuario te comprometes a hacer un uso adecuado del sitio y de sus contenidos, de acuerdo con la ley, la buena fe y el orden público, y en particular a no:',
            },
            {
              ul: [
                'Utilizar el sitio o sus contenidos con fines ilícitos o que puedan perjudicar los derechos de terceros.',
                'Publicar comentarios ofensivos, discriminatorios, publicitarios o que vulneren los derechos de otras personas.',
                'Introducir virus o cualquier otro código que pueda dañar los sistemas del titular o de otros usuarios.',
                'Intentar acceder a áreas restringidas del sitio sin autorización.',
              ],
            },
            {
              p: 'El titular se reserva el derecho a moderar y retirar los comentarios que no respeten estas condiciones, así como a modificar en cualquier momento la presentación, los contenidos y las condiciones de este sitio web.',
            },
            { h2: '4. Propiedad intelectual e industrial' },
            {
              p: 'Todas las fotografías publicadas en este sitio web son obras protegidas por el texto refundido de la Ley de Propiedad Intelectual, aprobado por el Real Decreto Legislativo 1/1996, de 12 de abril. Sus derechos de explotación pertenecen al titular o a sus autores, que conservan en todo caso los derechos morales sobre ellas.',
            },
            {
              p: 'Queda prohibida la reproducción, distribución, comunicación pública, transformación o cualquier otra forma de explotación de las fotografías, textos, logotipos y diseño de este sitio, total o parcial, sin la autorización previa y por escrito del titular. Puedes compartir enlaces a cualquiera de nuestras páginas, siempre que no se reproduzcan las imágenes fuera de ellas.',
            },
            {
              p: 'Las personas que aparecen en las fotografías han autorizado expresamente su publicación, de acuerdo con la Ley Orgánica 1/1982, de 5 de mayo, de protección civil del derecho al honor, a la intimidad personal y familiar y a la propia imagen. Si apareces en alguna imagen y quieres que la retiremos, escríbenos a {{correo}} y lo haremos a la mayor brevedad.',
            },
            { h2: '5. Enlaces a otros sitios' },
            {
              p: 'Este sitio puede incluir enlaces a páginas de terceros. El titular no controla sus contenidos ni se responsabiliza de ellos, y la inclusión de un enlace no implica ninguna relación con sus titulares ni la aprobación de sus contenidos.',
            },
            { h2: '6. Responsabilidad' },
            {
              p: 'El titular trabaja para que la información de este sitio sea correcta y esté actualizada, pero no garantiza la ausencia de errores ni la disponibilidad continua del servicio. Los precios publicados son orientativos: solo el presupuesto enviado por escrito tiene carácter vinculante.',
            },
            {
              p: 'El titular no será responsable de los daños derivados de interrupciones técnicas, de la presencia de virus que no haya podido detectar con medios razonables ni del uso indebido del sitio por parte de los usuarios. Los comentarios publicados expresan la opinión de sus autores, que son responsables de su contenido.',
            },
            { h2: '7. Protección de datos y cookies' },
            {
              p: 'El tratamiento de los datos personales que nos facilitas a través de este sitio se explica en la [política de privacidad](/politica-de-privacidad/). El uso de cookies se detalla en la [política de cookies](/politica-de-cookies/).',
            },
            { h2: '8. Legislación aplicable y jurisdicción' },
            {
              p: 'Este aviso legal se rige por la legislación española. Para la resolución de cualquier controversia, las partes se someten a los juzgados y tribunales de Madrid, salvo que el usuario tenga la condición de consumidor, en cuyo caso serán competentes los juzgados y tribunales de su domicilio.',
            },
            { p: 'Última actualización: marzo de 2025.' },
          ],
        },
      ],
    },
  ],
}
