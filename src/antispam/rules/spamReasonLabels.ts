/** Why a submission was judged spam; the local rules' reasons plus Akismet's verdict. */
export type SpamReason =
  | 'honeypot'
  | 'captcha'
  | 'no-keystrokes'
  | 'too-fast'
  | 'impossible-timing'
  | 'too-many-links'
  | 'blocklist'
  | 'akismet'
  | 'no-user-agent'

/** What the admin sees next to a submission held as spam (the admin speaks Spanish). */
export const SPAM_REASON_LABELS: Readonly<Record<SpamReason, string>> = {
  honeypot: 'Rellenó el campo trampa',
  captcha: 'No superó la verificación CAPTCHA',
  'no-keystrokes': 'Escribió el mensaje sin pulsar ninguna tecla',
  'too-fast': 'Envió el formulario demasiado rápido tras cargar la página',
  'impossible-timing':
    'Envió tiempos de tecleo o de envío imposibles, o le faltaban los campos antispam que envía todo navegador',
  'too-many-links': 'El mensaje contiene demasiados enlaces',
  blocklist: 'Contiene una palabra, IP o correo de la lista de bloqueo',
  akismet: 'Akismet lo marcó como spam',
  'no-user-agent': 'Se envió sin identificar el navegador (User-Agent), como hacen los programas',
}
