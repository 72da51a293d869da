import { headers } from 'next/headers'

import { isPreviewing } from '@/data/preview'
import { exitPreviewUrl, PREVIEW_PATH_HEADER } from '@/lib/previewPath'

// Only ever sent in a preview: the published pages carry none of it.
const CSS = `.preview-bar{position:fixed;left:0;right:0;bottom:0;z-index:2147483000;margin:0;padding:.75rem 1rem;background:#1d1b19;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center;box-shadow:0 -2px 8px rgba(0,0,0,.3)}
.preview-bar p{margin:0}
.preview-bar a{color:#fff;text-decoration:underline;text-underline-offset:.2em}
.preview-bar a:hover{text-decoration-thickness:2px}
.preview-bar a:focus-visible{outline:3px solid #ffd479;outline-offset:3px;border-radius:2px}
.preview-bar-space{height:4.5rem}`

/**
 * «Estás viendo un borrador — Salir de la vista previa», fixed at the bottom of every page an editor
 * previews (a labelled landmark; the link ends draft mode and goes back to the published page),
 * with as much room after the footer, so that it hides nothing. Nothing at all otherwise.
 */
export async function PreviewBar() {
  if (!(await isPreviewing())) return null
  const path = (await headers()).get(PREVIEW_PATH_HEADER)
  return (
    <>
      <style>{CSS}</style>
      <div className="preview-bar-space" aria-hidden="true" />
      <aside className="preview-bar" aria-label="Vista previa">
        <p>
          Estás viendo un borrador — <a href={exitPreviewUrl(path)}>Salir de la vista previa</a>
        </p>
      </aside>
    </>
  )
}
