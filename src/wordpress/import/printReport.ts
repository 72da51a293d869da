import type { RunResult } from './runImport'

/** The report as the studio reads it in a terminal: counts, mapping, then each kind of problem. */
export function printReport(report: RunResult['report'], print: (line: string) => void) {
  print(`• Sitio: ${report.site.title || '(sin título)'} — ${report.site.url} (WXR ${report.site.wxrVersion})`)
  for (const line of report.mapping) print(`  ${line}`)
  if (report.replacesDemo) print('• El sitio solo tiene el estudio de demostración: la importación lo sustituye.')
  const section = (title: string, lines: string[]) => {
    if (!lines.length) return
    print(`• ${title} (${lines.length}):`)
    for (const line of lines.slice(0, 50)) print(`  - ${line}`)
    if (lines.length > 50) print(`  … y ${lines.length - 50} más (todos en el informe con --report).`)
  }
  section('Sin bloque en Revela (se conserva como HTML o texto)', report.unknown.map((u) => `${u.kind === 'shortcode' ? 'shortcode' : u.kind === 'block' ? 'bloque' : 'widget'} «${u.name}» ×${u.count} en «${u.title}» (${u.itemId})`))
  section('Medios que faltan', report.missingMedia.map((m) => `${m.ref} (en «${m.title}», ${m.itemId})`))
  section('Formularios que Revela no respeta del todo', report.forms.map((f) => `«${f.title}» (${f.id}): ${f.reason}`))
  section('No se importan', report.skipped.map((s) => `«${s.title}» (${s.itemId}): ${s.reason}`))
  section('Conflictos', report.conflicts)
  section('Se conservan cambios de Revela', report.kept ?? [])
  section('Notas', report.notes)
}
