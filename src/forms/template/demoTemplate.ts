/**
 * The studio's contact form in CF7 syntax, laid out like CF7's default template (each field inside
 * its <label>). Session type and date are optional so that a quick question needs only the
 * essentials; the date cannot be in the past (`min:today`, resolved when the schema is built).
 * Beside the submit button, the first layer of data-protection information that Spanish law
 * (RGPD art. 13, LOPDGDD art. 11) expects wherever personal data is collected; the controller and
 * the address to write to are the studio's own (`[studio …]`, from Ajustes del sitio), never typed here.
 */
export const DEMO_CONTACT_TEMPLATE = `<label> Tu nombre
    [text* your-name autocomplete:name] </label>

<label> Tu correo electrónico
    [email* your-email autocomplete:email] </label>

<label> Tu teléfono (opcional)
    [tel your-tel autocomplete:tel] </label>

<label> Tipo de sesión (opcional)
    [select session-type include_blank "Retrato" "Familia" "Embarazo y recién nacido" "Corporativa" "Book de fotos" "Otra"] </label>

<label> Fecha preferida (opcional)
    [date preferred-date min:today] </label>

<label> Tu mensaje
    [textarea* your-message] </label>

[acceptance privacy] He leído y acepto la <a href="/politica-de-privacidad/">política de privacidad</a>. [/acceptance]

<div class="form-privacy-info">
<p><strong>Información básica sobre protección de datos</strong></p>
<ul>
<li><strong>Responsable:</strong> [studio legal-name]</li>
<li><strong>Finalidad:</strong> responder a tu consulta y, si lo pides, preparar tu presupuesto o tu reserva.</li>
<li><strong>Legitimación:</strong> tu consentimiento, que puedes retirar cuando quieras.</li>
<li><strong>Destinatarios:</strong> no cedemos tus datos a terceros, salvo obligación legal; nuestro proveedor de correo los trata por cuenta nuestra dentro de la UE.</li>
<li><strong>Derechos:</strong> acceso, rectificación, supresión, oposición, limitación y portabilidad, escribiendo a [studio email]; también puedes reclamar ante la Agencia Española de Protección de Datos.</li>
<li><strong>Información adicional:</strong> en nuestra <a href="/politica-de-privacidad/">política de privacidad</a>.</li>
</ul>
</div>

[submit "Enviar"]
`
