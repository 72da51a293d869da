import { ANTISPAM } from '@/lib/constants'

import { formatAtts } from './formatAtts'
import type { RenderContext } from './types'

const hidden = (name: string, value: string | number): string =>
  `<input ${formatAtts({ type: 'hidden', name, value: String(value) })} />`

/**
 * The fields a visitor never sees, in CF7's order: the form's identity for the server, then the
 * modules' fields. The reCAPTCHA token is always there, empty until a script fills it. The Akismet
 * container holds the honeypot (a filled one means spam) and `_wpcf7_ak_js`, which Akismet's inline
 * script would set; here it stays empty, since this markup carries no script.
 */
export function renderHiddenFields(ctx: RenderContext): string {
  const prefix = ANTISPAM.contactFormFieldPrefix
  const fields = [
    hidden('_wpcf7', ctx.formId),
    hidden('_wpcf7_version', ctx.pluginVersion),
    hidden('_wpcf7_locale', ctx.locale),
    hidden('_wpcf7_unit_tag', ctx.unitTag),
    hidden('_wpcf7_container_post', ctx.containerPostId),
    hidden('_wpcf7_posted_data_hash', ctx.outcome?.postedDataHash ?? ''),
    hidden('_wpcf7_recaptcha_response', ''),
  ]
  const honeypot =
    `<p style="display: none !important;" class="akismet-fields-container" data-prefix="${prefix}">` +
    `<label>&#916;<textarea name="${prefix}hp_textarea" cols="45" rows="8" maxlength="100"></textarea></label>` +
    `${hidden(`${prefix}js`, '')}</p>`
  return `<fieldset class="hidden-fields-container">${fields.join('\n')}\n${honeypot}\n</fieldset>`
}
