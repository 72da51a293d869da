import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LIGHTBOX_LABELS } from '@/lightbox/labels'

// Every key of every `interface Labels { … }` the library and its plugins declare.
function declaredLabels(): string[] {
  const dist = path.resolve('node_modules/yet-another-react-lightbox/dist')
  const files = [
    path.join(dist, 'types.d.ts'),
    ...readdirSync(path.join(dist, 'plugins'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(dist, 'plugins', d.name, 'index.d.ts')),
  ]
  const keys = new Set<string>()
  for (const file of files) {
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/interface Labels \{([\s\S]*?)\n\s*\}/g)) {
      for (const [, quoted, bare] of body!.matchAll(/^\s*(?:"([^"]+)"|(\w+))\?: string;/gm)) keys.add((quoted ?? bare)!)
    }
  }
  return [...keys].sort()
}

describe('LIGHTBOX_LABELS', () => {
  it('translates every label yet-another-react-lightbox declares, and nothing else', () => {
    const declared = declaredLabels()
    expect(declared.length).toBeGreaterThan(15)
    expect(Object.keys(LIGHTBOX_LABELS).sort()).toEqual(declared)
  })

  it('says them in Spanish', () => {
    for (const [english, spanish] of Object.entries(LIGHTBOX_LABELS)) expect(spanish, english).not.toBe(english)
    expect(LIGHTBOX_LABELS).toMatchObject({
      Close: 'Cerrar',
      Previous: 'Anterior',
      Next: 'Siguiente',
      'Zoom in': 'Ampliar',
      'Zoom out': 'Reducir',
      'Enter Fullscreen': 'Pantalla completa',
      'Exit Fullscreen': 'Salir de pantalla completa',
      Share: 'Compartir',
      '{index} of {total}': '{index} de {total}',
    })
  })
})
