import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { NEXT_ENV, root } from '../../../scripts/run.mjs'

/**
 * Compiles the site as a studio with a small server does (README, «Compiling on another machine»): in
 * another folder standing for another machine, with `npm run build -- --compile` and none of the
 * server's settings but its address (no database, no secret), then copies the build folder, without
 * the compiler's cache, into this project's `distDir`. The browser tests then run on that copy, which
 * this project's `npm run build` turns into the served site without compiling again.
 */
export function compileElsewhere({ siteUrl, distDir }: { siteUrl: string; distDir: string }) {
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'revela-compile-'))
  try {
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
    if (files.status !== 0) throw new Error(`git ls-files falló: ${files.stderr}`)
    for (const file of files.stdout.split('\0').filter(Boolean)) {
      mkdirSync(path.join(elsewhere, path.dirname(file)), { recursive: true })
      cpSync(path.join(root, file), path.join(elsewhere, file))
    }
    // The other machine's `npm install`: the same packages, hard-linked (the copy takes a second).
    run('cp', ['-al', path.join(root, 'node_modules'), elsewhere])
    run(process.execPath, ['scripts/build.mjs', '--compile'], {
      cwd: elsewhere,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...NEXT_ENV,
        NODE_ENV: 'production',
        SITE_URL: siteUrl,
        NEXT_DIST_DIR: distDir,
      },
    })
    const target = path.join(root, distDir)
    rmSync(target, { recursive: true, force: true })
    // As `cp -a` or `rsync -a` copy it: relative links kept as they are (the packages Node loads
    // itself are linked from the build folder to ../../node_modules).
    cpSync(path.join(elsewhere, distDir), target, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => source !== path.join(elsewhere, distDir, 'cache'),
    })
  } finally {
    rmSync(elsewhere, { recursive: true, force: true })
  }
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', timeout: 1_200_000 })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} falló:\n${result.stdout?.slice(-4000)}\n${result.stderr?.slice(-4000)}`,
    )
}
