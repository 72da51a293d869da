/** The parts of a window the front-end cannot work without (CF7's startup checks). */
export interface StartupWindow {
  fetch?: unknown
  FormData?: unknown
  NodeList?: { prototype: { forEach?: unknown } }
  String?: { prototype: { replaceAll?: unknown } }
}

/**
 * CF7's startup errors, in its order and words: each one is written to the console only, and any
 * one of them means the forms stay as the server rendered them (plain POST forms).
 */
export function startupProblems(win: StartupWindow): string[] {
  const problems: string[] = []
  if (typeof win.fetch !== 'function') problems.push('Your browser does not support window.fetch().')
  if (typeof win.FormData !== 'function') problems.push('Your browser does not support window.FormData().')
  if (typeof win.NodeList?.prototype.forEach !== 'function') {
    problems.push('Your browser does not support NodeList.forEach().')
  }
  if (typeof win.String?.prototype.replaceAll !== 'function') {
    problems.push('Your browser does not support String.replaceAll().')
  }
  return problems
}
