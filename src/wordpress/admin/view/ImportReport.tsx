import { REPLACES_DEMO_LINE, reportSections } from '../../import/reportSections'
import type { ImportReport as Report } from '../core/importStatus'

const SHOWN = 50

/** The importer's report, as printReport words it for the terminal: site, what becomes what, each kind of problem. */
export function ImportReport({ report, title }: { report: Report; title: string }) {
  const sections = reportSections(report)
  return (
    <section className="revela-import__report" aria-labelledby="revela-import-report-title">
      <h2 id="revela-import-report-title">{title}</h2>
      <p>
        Sitio de origen: <strong>{report.site.title || '(sin título)'}</strong> — {report.site.url} (exportación WXR{' '}
        {report.site.wxrVersion})
      </p>
      {report.mapping.length > 0 && (
        <>
          <h3>Qué se convierte en qué</h3>
          <ul className="revela-import__mapping">
            {report.mapping.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {report.replacesDemo && <p className="revela-import__notice">{REPLACES_DEMO_LINE}</p>}
      {sections.map(({ title: heading, lines }) => (
        <details key={heading} className="revela-import__section" open={heading === 'Conflictos'}>
          <summary>
            {heading} ({lines.length})
          </summary>
          <ul>
            {lines.slice(0, SHOWN).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
          {lines.length > SHOWN && <p>… y {lines.length - SHOWN} más.</p>}
        </details>
      ))}
    </section>
  )
}
