import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'
import { parseTemplate } from './parseTemplate'
import type { FormTag } from './types'

/** Tags that carry no value a visitor typed: nothing to label in the inbox. */
const NO_VALUE = new Set(['submit', 'step', 'studio', 'response', 'count', 'contact-form-7'])

/** Contact Form 7's own field names, for a template that gives them no visible label. */
const CF7_DEFAULTS: Record<string, string> = {
  'your-name': 'Nombre',
  'your-email': 'Correo electrónico',
  'your-subject': 'Asunto',
  'your-message': 'Mensaje',
  'your-tel': 'Teléfono',
  'your-phone': 'Teléfono',
}

const MAX_LABEL = 80
const BLOCK_END = /<\/(?:label|p|div|li|h[1-6]|legend|fieldset|td|th|tr)\s*>|<br\s*\/?>|\n\s*\n/gi

const plainText = (html: string) =>
  decodeHtmlEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The wording an inbox shows for a field: «Tu teléfono (opcional):» → «Teléfono». The visitor's
 * «tu»/«su» and the «(opcional)» note are for the form, not for the studio reading the message.
 */
export function tidyLabel(text: string): string {
  let label = text
    .replace(/\s*[:*.]+\s*$/, '')
    .replace(/\s*\((?:opcional|obligatorio|requerido|optional|required)\)\s*$/i, '')
    .replace(/\s*[:*]+\s*$/, '')
    .replace(/^(?:tu|tus|su|sus|your)\s+/i, '')
    .trim()
  if (label.length > MAX_LABEL) label = `${label.slice(0, MAX_LABEL - 1).trimEnd()}…`
  return label.charAt(0).toLocaleUpperCase('es-ES') + label.slice(1)
}

/** The visible text just before a tag, within its label or paragraph: «<label> Tu nombre [text …]». */
function textBefore(before: string): string {
  // «Nombre<br>[text …]»: the break between a label and its field is not the label's start.
  const text = before.replace(/(?:\s|<br\s*\/?>)+$/i, '')
  let start = 0
  for (const m of text.matchAll(BLOCK_END)) start = m.index + m[0].length
  return plainText(text.slice(start))
}

/** The text after a tag up to its label's end: «<label>[checkbox news "Sí"] Quiero noticias</label>». */
function textAfterInLabel(after: string): string {
  const end = after.search(/<\/label\s*>/i)
  if (end < 0 || /<label[\s>]/i.test(after.slice(0, end))) return ''
  return plainText(after.slice(0, end))
}

/** A placeholder written as the field's value (`placeholder "Tu nombre"`), CF7's other way of labelling. */
const placeholderOf = (tag: FormTag) =>
  tag.options.includes('placeholder') || tag.options.includes('watermark') ? (tag.values[0] ?? '') : ''

/** `session-type` → «Session type»: the last resort, still better than the raw name. */
const humanised = (name: string) => name.replace(/[-_]+/g, ' ').trim()

/**
 * Each field's label as the visitor saw it in the form, by field name: the text of its `<label>`
 * (or the text before it in its paragraph), an acceptance's own sentence, its placeholder, CF7's
 * default wording for its default names, or the name made readable.
 */
export function fieldLabels(template: string): Map<string, string> {
  const { parts } = parseTemplate(template)
  const labels = new Map<string, string>()
  parts.forEach((part, i) => {
    if (typeof part === 'string' || !part.name || NO_VALUE.has(part.basetype) || labels.has(part.name)) return
    const before = typeof parts[i - 1] === 'string' ? (parts[i - 1] as string) : ''
    const after = typeof parts[i + 1] === 'string' ? (parts[i + 1] as string) : ''
    const found =
      (part.content ? plainText(part.content) : '') ||
      textBefore(before) ||
      textAfterInLabel(after) ||
      placeholderOf(part) ||
      CF7_DEFAULTS[part.name] ||
      humanised(part.name)
    labels.set(part.name, tidyLabel(found) || part.name)
  })
  return labels
}

/** Each field's type by name (acceptance, date…), so its stored value can be shown in words. */
export function fieldTypes(template: string): Map<string, FormTag['basetype']> {
  const types = new Map<string, FormTag['basetype']>()
  for (const tag of parseTemplate(template).tags)
    if (tag.name && !types.has(tag.name)) types.set(tag.name, tag.basetype)
  return types
}
