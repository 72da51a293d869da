import type { RunResult } from './runImport'

export type ReportSection = { title: string; lines: string[] }

/**
 * The report's problems grouped as the studio reads them, in one wording for the terminal and
 * the admin: what has no block in Revela, missing media, forms, what is left out, conflicts,
 * editors' changes kept, notes. Empty groups are left out.
 */
export function reportSections(report: RunResult['report']): ReportSection[] {
  const sections: ReportSection[] = [
    {
      title: 'Sin bloque en Revela (se conserva como HTML o texto)',
      lines: report.unknown.map((u) =>
        u.kind === 'shortcode'
          ? `código corto «${u.name}» ×${u.count} en «${u.title}» (${u.itemId}): no se muestra en el sitio; está en el texto como «Código corto de WordPress» para que lo sustituyas`
          : `${u.kind === 'block' ? 'bloque' : 'widget'} «${u.name}» ×${u.count} en «${u.title}» (${u.itemId})${u.hidden ? ': no se muestra (solo tenía un título o mostraba contenido que WordPress generaba)' : ''}`,
      ),
    },
    { title: 'Medios que faltan', lines: report.missingMedia.map((m) => `${m.ref} (en «${m.title}», ${m.itemId})`) },
    {
      title: 'Formularios que Revela no respeta del todo',
      lines: report.forms.map((f) => `«${f.title}» (${f.id}): ${f.reason}`),
    },
    { title: 'No se importan', lines: report.skipped.map((s) => `«${s.title}» (${s.itemId}): ${s.reason}`) },
    { title: 'Conflictos', lines: report.conflicts },
    { title: 'Se conservan cambios de Revela', lines: report.kept ?? [] },
    { title: 'Notas', lines: report.notes },
  ]
  return sections.filter((s) => s.lines.length > 0)
}

/** The line that says the demo studio goes, when it does. */
export const REPLACES_DEMO_LINE = 'El sitio solo tiene el estudio de demostración: la importación lo sustituye.'
