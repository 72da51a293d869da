import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type NuError = { document: string; line: number; message: string; extract: string }

/**
 * The Nu HTML Checker (the W3C validator's engine, npm's vnu-jar) run once over several documents,
 * with Debian's Java (default-jre-headless; .ci/run installs it). Returns every error, none of the
 * warnings.
 */
export async function nuErrors(documents: { name: string; html: string }[]): Promise<NuError[]> {
  const jar = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
    'build/dist/vnu.jar',
  )
  const dir = mkdtempSync(path.join(tmpdir(), 'revela-nu-'))
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`)
      writeFileSync(file, doc.html)
      return file
    })
    const output = await new Promise<string>((resolve, reject) =>
      // vnu exits 1 when it finds errors: the JSON report is on stderr either way.
      execFile(
        'java',
        ['-jar', jar, '--format', 'json', '--errors-only', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) =>
          stderr.trim().startsWith('{') ? resolve(stderr) : reject(error ?? new Error(stderr)),
      ),
    )
    const { messages } = JSON.parse(output) as {
      messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[]
    }
    return messages
      .filter((m) => m.type === 'error')
      .map((m) => ({
        document: documents[files.indexOf(new URL(m.url).pathname)]?.name ?? m.url,
        line: m.lastLine ?? 0,
        message: m.message,
        extract: (m.extract ?? '').slice(0, 160),
      }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
