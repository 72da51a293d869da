/**
 * The studio's contact form in CF7 syntax, laid out like CF7's default template (each field inside
 * its <label>). Session type and date are optional so that a quick question needs only the
 * essentials; the date cannot be in the past (`min:today`, resolved when the schema is built).
 */
export const DEMO_CONTACT_TEMPLATE = `<label> Tu nombre
    [text* your-name autocomplete:name] </label>

<label> Tu correo electrónico
    [email* your-email autocomplete:email] </label>

<label> Tu teléfono (opcional)
    [tel your-tel autocomplete:tel] </label>

<label> Tipo de sesión
    [select session-type include_blank "Retrato" "Familia" "Embarazo y recién nacido" "Corporativa" "Book de fotos" "Otra"] </label>

<label> Fecha preferida (opcional)
    [date preferred-date min:today] </label>

<label> Tu mensaje
    [textarea* your-message] </label>

[acceptance privacy] He leído y acepto la <a href="/politica-de-privacidad/">política de privacidad</a>: Revela Estudio usará mis datos solo para responder a mi consulta. [/acceptance]

[submit "Enviar"]
`
