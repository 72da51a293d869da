import { REPLACES_DEMO_LINE, reportSections } from './reportSections'
import type { RunResult } from './runImport'

/** The report as the studio reads it in a terminal: counts, mapping, then each kind of problem. */
export function printReport(report: RunResult['report'], print: (line: string) => void) {
  print(`• Sitio: ${report.site.title || '(sin título)'} — ${report.site.url} (WXR ${report.site.wxrVersion})`)
  for (const line of report.mapping) print(`  ${line}`)
  if (report.replacesDemo) print(`• ${REPLACES_DEMO_LINE}`)
  for (const { title, lines } of reportSections(report)) {
    print(`• ${title} (${lines.length}):`)
    for (const line of lines.slice(0, 50)) print(`  - ${line}`)
    if (lines.length > 50) print(`  … y ${lines.length - 50} más (todos en el informe con --report).`)
  }
}
