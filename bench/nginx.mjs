// One nginx for the benchmark, under a temp folder: a static server block (the baseline) and
// deploy/nginx.conf rewritten to local ports, the app's media folder and a temp cache.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { get, startProcess, stopProcess, waitFor } from './lib.mjs'

/** The nginx binary, or null: $NGINX, else PATH, then Debian's /usr/sbin (often not in a user's PATH). */
export function findNginx() {
  if (process.env.NGINX) return existsSync(process.env.NGINX) ? process.env.NGINX : null
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
  for (const dir of dirs) {
    const file = path.join(dir, 'nginx')
    if (dir && existsSync(file)) return file
  }
  return null
}

/** Rewrites a placeholder of deploy/nginx.conf, failing loudly when the file no longer has it. */
function rewrite(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: no encuentro ${what} para reescribirlo`)
  return text.replace(pattern, replacement)
}

/** deploy/nginx.conf adapted to this run. */
export function siteConfig(source, { appPort, listenPort, mediaDir, cacheDir }) {
  let text = readFileSync(source, 'utf8')
  text = rewrite(text, /proxy_cache_path\s+[^\s;]+/, () => `proxy_cache_path ${cacheDir}`, 'proxy_cache_path')
  // The upstream lists two instances; this run has one: its lines become one line for the app.
  text = rewrite(
    text,
    /(upstream\s+\w+\s*\{[^}]*?)(?:\n\s*server\s+[^;]+;)+/,
    (_, head) => `${head}\n    server 127.0.0.1:${appPort};`,
    'el upstream',
  )
  text = rewrite(text, /alias\s+[^\s;]+\$1;/, () => `alias ${mediaDir}/$1;`, 'el alias de las subidas')
  // Only one listen, on loopback: rewrite the first, drop the others (IPv6, TLS).
  text = rewrite(text, /^(\s*)listen\s+[^;]+;/m, (_, indent) => `${indent}listen 127.0.0.1:${listenPort};`, 'listen')
  return text.replace(/\n\s*listen\s+(?!127\.0\.0\.1:)[^;]+;/g, '')
}

function mainConfig(dir, { staticPort, staticRoot, siteFile }) {
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : 'types { text/html html; }'
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`)
  return `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${mime}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  ${temp.join('\n  ')}

  # Baseline: the article's HTML as a plain static file.
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticRoot};
  }

  include ${siteFile};
}
`
}

/**
 * Writes the configs under `dir` and starts nginx in the foreground (daemon off) as our child.
 * Returns { stop }. Waits until both server blocks answer.
 */
export async function startNginx(binary, dir, { staticPort, listenPort, appPort, mediaDir, staticRoot, deployConf }) {
  // Workers of a root-started nginx run as `nobody`: they must be able to read the temp folder.
  chmodSync(dir, 0o755)
  mkdirSync(path.join(dir, 'cache'), { recursive: true })
  const siteFile = path.join(dir, 'revela.conf')
  writeFileSync(siteFile, siteConfig(deployConf, { appPort, listenPort, mediaDir, cacheDir: path.join(dir, 'cache') }))
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, mainConfig(dir, { staticPort, staticRoot, siteFile }))

  const errorLog = path.join(dir, 'error.log')
  const child = startProcess(binary, ['-p', dir, '-c', confFile, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const died = () => (child.exitInfo ? `${child.exitInfo}\n${stderr || tail(errorLog)}` : null)
  const answers = (port) => async () => (await get(`http://127.0.0.1:${port}/`)) !== null
  await waitFor('nginx', answers(staticPort), { timeoutMs: 10000, died })
  await waitFor('nginx', answers(listenPort), { timeoutMs: 10000, died })
  return { stop: () => stopProcess(child), errorLog: () => tail(errorLog) }
}

const tail = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-5).join('\n') : '')
