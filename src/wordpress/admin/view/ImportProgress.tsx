import type { ImportStatus } from '../core/importStatus'

const isBytes = (phase: string) => phase.startsWith('Leyendo') || phase.startsWith('Descomprimiendo')
const mb = (bytes: number) => `${(bytes / 1048576).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`

/**
 * A working run: a labelled progress bar (indeterminate while the step has no total) and the
 * phase in a polite live region, so a screen reader hears each new step and not every tick.
 */
export function ImportProgress({ run }: { run: ImportStatus }) {
  const known = run.total > 0
  const amount = !known
    ? ''
    : isBytes(run.phase)
      ? `${mb(run.done)} de ${mb(run.total)}`
      : `${run.done} de ${run.total}`
  return (
    <section className="revela-import__progress" aria-labelledby="revela-import-progress-title">
      <h2 id="revela-import-progress-title">
        {run.stage === 'analysing' ? 'Analizando la exportación…' : 'Importando…'}
      </h2>
      <label htmlFor="revela-import-bar">
        {run.stage === 'analysing' ? 'Progreso del análisis' : 'Progreso de la importación'}
      </label>
      {known ? (
        <progress id="revela-import-bar" max={run.total} value={Math.min(run.done, run.total)} />
      ) : (
        <progress id="revela-import-bar" />
      )}
      <p aria-live="polite" className="revela-import__phase">
        {run.phase || 'Empezando'}
      </p>
      {amount && <p className="revela-import__amount">{amount}</p>}
    </section>
  )
}
