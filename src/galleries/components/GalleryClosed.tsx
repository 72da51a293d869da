import './clientGallery.css'

/**
 * What a gallery's link shows when it does not open: expired (with how to reach the studio), or not
 * yet sent by the studio. Nothing of the gallery but its title is shown.
 */
export function GalleryClosed({
  reason,
  title,
  studioName,
  email,
  phone,
}: {
  reason: 'expired' | 'draft'
  title: string
  studioName: string
  email: string | null
  phone: string | null
}) {
  return (
    <section className="cg cg-pin" aria-labelledby="cg-cerrada">
      <h1 id="cg-cerrada">{reason === 'expired' ? 'Esta galería ha caducado' : 'Esta galería aún no está lista'}</h1>
      <p>
        {reason === 'expired'
          ? `«${title}» ya no está disponible. Si necesitas tus fotos, escribe a ${studioName}: podemos volver a abrirla.`
          : `${studioName} todavía está preparando «${title}». Te avisaremos por correo cuando puedas verla.`}
      </p>
      {email || phone ? (
        <p>
          {email ? <a href={`mailto:${email}`}>{email}</a> : null}
          {email && phone ? ' · ' : null}
          {phone ? <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> : null}
        </p>
      ) : null}
    </section>
  )
}
