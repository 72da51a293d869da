/**
 * The behavioural hidden fields, as Akismet's WordPress plugin forwards them: every posted field as
 * `POST_<name>`, which is where Akismet's servers look for `ak_bkpc` and the rest, plus
 * `honeypot_field_name` so that Akismet knows which one is the trap. Only the prefixed fields are
 * sent: the visitor's own answers stay out of the request beyond the comment itself.
 */
export function behaviourFieldsForAkismet(fields: Iterable<[string, string]>, prefix: string): Record<string, string> {
  const extra: Record<string, string> = { honeypot_field_name: `${prefix}hp_textarea` }
  for (const [name, value] of fields) if (name.startsWith(prefix)) extra[`POST_${name}`] = value
  return extra
}
