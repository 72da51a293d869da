/**
 * A contact form inside another form cannot work (nested forms are invalid HTML): the container is
 * replaced by CF7's notice, in Spanish (seed §2). Returns true when it did so.
 */
export function replaceIfNested(container: HTMLElement): boolean {
  if (!container.parentElement?.closest('form')) return false
  const doc = container.ownerDocument
  const notice = doc.createElement('p')
  notice.className = 'wpcf7-form-in-wrong-place'
  const strong = doc.createElement('strong')
  strong.textContent = 'Error:'
  notice.append(strong, ' Este formulario de contacto está situado en el lugar incorrecto.')
  container.replaceWith(notice)
  return true
}
