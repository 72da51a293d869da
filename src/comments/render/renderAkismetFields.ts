import { ANTISPAM } from '@/lib/constants'

/**
 * Akismet's block inside the comment form: a honeypot textarea no person sees or reaches (hidden
 * from the screen, from assistive technology and from the tab order) and the `ak_js` field that the
 * signal collector fills with the page's load time. The container's data-prefix names the fields
 * the collector adds at submit. No inline script: the site's policy allows none.
 */
export function renderAkismetFields(prefix: string = ANTISPAM.fieldPrefix): string {
  return (
    `<p style="display: none !important;" class="akismet-fields-container" data-prefix="${prefix}" aria-hidden="true">` +
    `<label>&#916;<textarea name="${prefix}hp_textarea" cols="45" rows="8" maxlength="100" tabindex="-1" autocomplete="off"></textarea></label>` +
    `<input type="hidden" id="${prefix}js_1" name="${prefix}js" value=""></p>`
  )
}
