import { cf7Form, type PlannedForm } from '../forms/cf7Form'
import type { WxrItem } from '../wxr/types'

import type { ImportReport } from './report'

/**
 * The export's Contact Form 7 forms (those not in the trash), with what the report must say of
 * them: the additional settings Revela does not apply, the English messages put into Spanish.
 */
export function planForms(
  items: WxrItem[],
  siteUrl: string,
  siteLanguage: string,
  report: ImportReport,
): PlannedForm[] {
  const forms = items
    .filter((i) => i.type === 'wpcf7_contact_form' && i.status !== 'trash')
    .map((item) => cf7Form(item, siteUrl, siteLanguage))
  for (const form of forms) {
    if (form.notHonoured.length)
      report.forms.push({
        id: form.wpId,
        title: String(form.data.title),
        reason: `ajustes adicionales que Revela no aplica: ${form.notHonoured.join(', ')}`,
      })
    for (const t of form.translated)
      report.notes.push(
        `«${String(form.data.title)}» (${form.wpId}): el mensaje «${t.from}» de Contact Form 7 estaba en inglés en un formulario en español; pasa a su texto en español: «${t.to}».`,
      )
  }
  return forms
}

/** A form's WordPress id by what a shortcode may name it with: its id or its hash. */
export function formIdsOf(forms: PlannedForm[]): Map<string, number> {
  const formIds = new Map<string, number>()
  for (const form of forms) {
    formIds.set(String(form.wpId), form.wpId)
    if (form.hash) formIds.set(form.hash, form.wpId)
  }
  return formIds
}
