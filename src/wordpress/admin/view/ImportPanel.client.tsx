'use client'

import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react'

import { formatBytes, IMPORT_LIMITS } from '../core/importLimits'
import { FINISHED_PHASE, type ImportStatus, isWorking } from '../core/importStatus'
import { FileChooser } from './FileChooser.client'
import { ImportProgress } from './ImportProgress'
import { ImportReport } from './ImportReport'
import { initialPanelState, panelReducer } from './importPanelState'
import { postJson, uploadFiles } from './importRequests'

const POLL_MS = 1000
type Choice = 'stop' | 'skip' | 'update'

/**
 * The importer's page: upload, the dry run's report, confirmation, progress and the final
 * report. Everything lives on the server; this asks for the run's state while it works, so a
 * reload (or another admin's browser) shows the same run.
 */
export function ImportPanel({ initial }: { initial: ImportStatus | null }) {
  const [state, dispatch] = useReducer(panelReducer, initial, initialPanelState)
  const run = state.run
  const working = state.screen === 'run' && run !== null && isWorking(run.stage)

  useEffect(() => {
    if (!working) return
    const timer = setInterval(async () => {
      const answer = await fetch('/api/wordpress-imports/current', {
        credentials: 'same-origin',
        cache: 'no-store',
      }).catch(() => {
        // The server did not answer this poll (a restart, a dropped connection): the next one asks again.
        return null
      })
      const body = (await answer?.json().catch(() => {
        // An answer that is not JSON (a proxy's error page) is skipped like a missed poll; the next one asks again.
        return null
      })) as { import?: ImportStatus | null } | null
      if (body?.import) dispatch({ type: 'runReceived', run: body.import })
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [working])

  const refused =
    state.request.kind === 'refused' ? (
      <p role="alert" className="revela-import__error">
        {state.request.message}
      </p>
    ) : null

  if (state.screen === 'form' || !run) {
    return (
      <UploadForm
        uploading={state.request.kind === 'uploading' ? state.request : null}
        refusal={refused}
        onUpload={async (form) => {
          dispatch({ type: 'uploadProgress', loaded: 0, total: 1 })
          const answer = await uploadFiles(form, (loaded, total) => dispatch({ type: 'uploadProgress', loaded, total }))
          dispatch(
            answer.ok ? { type: 'runReceived', run: answer.run } : { type: 'requestRefused', message: answer.message },
          )
        }}
      />
    )
  }

  const again = (
    <Button buttonStyle="secondary" onClick={() => dispatch({ type: 'newImport' })}>
      {run.stage === 'ready' ? 'Subir otros archivos' : 'Importar otra exportación'}
    </Button>
  )

  switch (run.stage) {
    case 'analysing':
    case 'running':
      return (
        <>
          <ImportProgress run={run} />
          <p className="revela-import__hint">
            Puedes cerrar o recargar esta página: la importación sigue en el servidor.
          </p>
        </>
      )
    case 'ready':
      return (
        <Confirm
          run={run}
          refusal={refused}
          starting={state.request.kind === 'starting'}
          again={again}
          onConfirm={async (onConflict) => {
            dispatch({ type: 'startRequested' })
            const answer = await postJson(`/api/wordpress-imports/${run.id}/start`, { onConflict })
            dispatch(
              answer.ok
                ? { type: 'runReceived', run: answer.run }
                : { type: 'requestRefused', message: answer.message },
            )
          }}
        />
      )
    case 'done':
      return <ImportDone run={run} again={again} />
    case 'failed':
      return <ImportFailed run={run} again={again} />
  }
}

/** The import finished: what the site shows now, where to look, the report. */
function ImportDone({ run, again }: { run: ImportStatus; again: ReactNode }) {
  return (
    <>
      <p role="status" className="revela-import__success">
        Importación terminada{run.finishedAt ? ` el ${new Date(run.finishedAt).toLocaleString('es-ES')}` : ''}.{' '}
        {/* Any other last phase: the site did not answer its revalidation, or its server stopped before it. */}
        {run.phase === FINISHED_PHASE
          ? 'El sitio ya muestra el contenido importado.'
          : 'Reinicia el sitio para que muestre el contenido importado.'}
      </p>
      <p className="revela-import__actions">
        <a className="btn btn--style-primary btn--size-medium" href="/" target="_blank" rel="noopener">
          Ver el sitio <span className="revela-import__sr">(se abre en otra pestaña)</span>
        </a>
        <Link href="/admin/collections/posts">Ver los artículos</Link>
        <Link href="/admin/collections/pages">Ver las páginas</Link>
      </p>
      {run.report && <ImportReport report={run.report} title="Informe de la importación" />}
      {again}
    </>
  )
}

/** The import failed: why, with up to 50 lines of detail. */
function ImportFailed({ run, again }: { run: ImportStatus; again: ReactNode }) {
  return (
    <>
      <div role="alert" className="revela-import__error">
        <p>{run.error ?? 'La importación ha fallado.'}</p>
        {run.errorDetails.length > 0 && (
          <ul>
            {run.errorDetails.slice(0, 50).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      {again}
    </>
  )
}

function UploadForm({
  uploading,
  refusal,
  onUpload,
}: {
  uploading: { loaded: number; total: number } | null
  refusal: React.ReactNode
  onUpload: (form: FormData) => void
}) {
  const [problem, setProblem] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  return (
    <form
      ref={formRef}
      className="revela-import__form"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const xml = form.get('exportacion')
        const zip = form.get('medios')
        if (!(xml instanceof File) || xml.size === 0) return setProblem('Elige la exportación de WordPress (.xml).')
        if (xml.size > IMPORT_LIMITS.exportBytes)
          return setProblem(
            `La exportación pasa de ${formatBytes(IMPORT_LIMITS.exportBytes)}: exporta por partes desde WordPress.`,
          )
        if (zip instanceof File && zip.size > IMPORT_LIMITS.zipBytes)
          return setProblem(`El .zip de medios pasa de ${formatBytes(IMPORT_LIMITS.zipBytes)}.`)
        if (zip instanceof File && zip.size === 0) form.delete('medios')
        setProblem(null)
        onUpload(form)
      }}
    >
      <p>
        Trae el contenido de un sitio WordPress (con Elementor y Contact Form 7): entradas, páginas, categorías,
        comentarios, formularios, menú e imágenes. Primero verás un informe de lo que se importará;{' '}
        <strong>nada se escribe hasta que lo confirmes</strong>.
      </p>
      <div className="revela-import__field">
        <FileChooser
          id="revela-import-xml"
          name="exportacion"
          label="Exportación de WordPress (.xml)"
          accept=".xml,application/xml,text/xml"
          required
          describedBy="revela-import-xml-help"
        />
        <p id="revela-import-xml-help" className="revela-import__help">
          En WordPress: Herramientas → Exportar → Todo el contenido. Hasta {formatBytes(IMPORT_LIMITS.exportBytes)}.
        </p>
      </div>
      <div className="revela-import__field">
        <FileChooser
          id="revela-import-zip"
          name="medios"
          label="Medios, opcional (.zip de la carpeta wp-content/uploads)"
          accept=".zip,application/zip"
          describedBy="revela-import-zip-help"
        />
        <p id="revela-import-zip-help" className="revela-import__help">
          Sin él, las imágenes se listan como ausentes y no se importan. Hasta {formatBytes(IMPORT_LIMITS.zipBytes)}.
        </p>
      </div>
      {problem && (
        <p role="alert" className="revela-import__error">
          {problem}
        </p>
      )}
      {refusal}
      {uploading ? (
        <div className="revela-import__progress">
          <label htmlFor="revela-import-upload">Subiendo los archivos…</label>
          <progress id="revela-import-upload" max={uploading.total} value={uploading.loaded} />
          <span aria-hidden="true">{Math.floor((uploading.loaded / Math.max(1, uploading.total)) * 100)} %</span>
        </div>
      ) : (
        <Button type="submit" buttonStyle="primary">
          Subir y analizar
        </Button>
      )}
    </form>
  )
}

function Confirm({
  run,
  refusal,
  starting,
  again,
  onConfirm,
}: {
  run: ImportStatus
  refusal: React.ReactNode
  starting: boolean
  again: React.ReactNode
  onConfirm: (choice: Choice) => void
}) {
  const [choice, setChoice] = useState<Choice>('skip')
  const conflicts = run.report?.conflicts.length ?? 0
  const options: [Choice, string][] = [
    ['skip', 'Saltarlos: no se importan los elementos cuya dirección ya es tuya'],
    ['update', 'Importarlos en otra dirección (servicios-2…) y actualizar lo que trajo una importación anterior'],
    ['stop', 'No importar nada mientras haya conflictos'],
  ]
  return (
    <>
      <p role="status" className="revela-import__success">
        {run.files
          ? `Análisis de ${run.files.export.name}${run.files.uploads ? ` y ${run.files.uploads.name}` : ' (sin medios)'} terminado`
          : 'Análisis terminado'}
        : revisa el informe y confirma la importación. Aún no se ha escrito nada.
      </p>
      {run.report && <ImportReport report={run.report} title="Informe de la simulación" />}
      <form
        className="revela-import__confirm"
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm(conflicts ? choice : 'stop')
        }}
      >
        {conflicts > 0 && (
          <fieldset>
            <legend>
              {conflicts === 1 ? 'Una dirección' : `${conflicts} direcciones`} de la exportación ya{' '}
              {conflicts === 1 ? 'es' : 'son'} de tu contenido, que no se toca: ¿qué hacer con esos elementos?
            </legend>
            {options.map(([value, label]) => (
              <label key={value} className="revela-import__choice">
                <input
                  type="radio"
                  name="onConflict"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        )}
        {refusal}
        <div className="revela-import__actions">
          <Button type="submit" buttonStyle="primary" disabled={starting}>
            {starting ? 'Empezando…' : 'Importar ahora'}
          </Button>
          {again}
        </div>
      </form>
    </>
  )
}
