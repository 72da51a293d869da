// `node scripts/cluster.mjs`: the production topology of deploy/README.md with local processes on
// one machine: one build (`npm run build`), two instances (`npm run serve` on two ports), and
// nginx in front with deploy/nginx.conf. PostgreSQL and Redis are the ones DATABASE_URL and
// REDIS_URL name (this machine's, for a try); the cluster test (tests/cluster) starts it the same
// way, through startCluster. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { NEXT_ENV, root } from './run.mjs'

/** A port nobody listens on now. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
    server.on('error', reject)
  })

/**
 * deploy/nginx.conf made to run as an unprivileged process in `dir`: the instances' ports in its
 * upstream, its own port, cache and media folders. Everything else is the shipped file.
 * @param {{ dir: string, port: number, upstreams: number[], mediaDir: string }} options
 */
export function nginxConfig({ dir, port, upstreams, mediaDir }) {
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('/var/cache/revela-nginx', path.join(dir, 'cache'))
    .replace(
      /upstream revela \{[\s\S]*?keepalive/,
      `upstream revela {\n${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n')}\n    keepalive`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('listen [::]:80;', '')
    .replace('/srv/revela/data/media/', `${mediaDir.replace(/\/?$/, '/')}`)
  writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`
  const main = `daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
worker_processes 1;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    # Which instance answered each request (the cluster test reads where an upload's requests went).
    log_format revela_upstream '$request_method $uri $status $upstream_addr';
    access_log ${path.join(dir, 'access.log')} revela_upstream;
    ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
    include ${path.join(dir, 'site.conf')};
}
`
  // nginx's workers drop root for `nobody`: they must be able to write its cache and temporary files.
  for (const folder of ['cache', 'client_body-temp', 'proxy-temp', 'fastcgi-temp', 'uwsgi-temp', 'scgi-temp']) {
    mkdirSync(path.join(dir, folder), { recursive: true })
    chmodSync(path.join(dir, folder), 0o777)
  }
  writeFileSync(path.join(dir, 'nginx.conf'), main)
  return path.join(dir, 'nginx.conf')
}

/**
 * @typedef {{ port: number, url: string, log(): string, crash(): Promise<void>, stop(): Promise<void>, start(): Promise<void>, remove(): void }} Instance
 * @typedef {{ url: string, instances: Instance[], env: Record<string, string>, nginxLog(): string, accessLog(): string, stop(): Promise<void> }} Cluster
 */

/**
 * Builds once, starts `count` instances from that build and nginx in front of them.
 * @param {{ count?: number, env: Record<string, string>, distDir?: string, log?: (line: string) => void }} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster({
  count = 2,
  env: given,
  distDir = '.next-cluster',
  log = (line) => console.log(line),
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'revela-cluster-'))
  // nginx's workers (`nobody`) read the media folder inside it.
  chmodSync(dir, 0o755)
  const nginxPort = Number(given.NGINX_PORT) || (await freePort())
  const ports = []
  for (let i = 0; i < count; i++) ports.push(await freePort())
  const url = `http://127.0.0.1:${nginxPort}`
  /** @type {Record<string, string>} */
  const env = {
    ...NEXT_ENV,
    NODE_ENV: 'production',
    SITE_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    TRUST_PROXY: 'loopback',
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    NEXT_DEPLOYMENT_ID: `revela-${Date.now()}`,
    ...given,
  }
  env.MEDIA_DIR ??= path.join(env.DATA_DIR, 'media')
  const processEnv = { ...process.env, ...env }

  log('• Compilando una vez para todas las instancias (npm run build)…')
  // Not spawnSync: the services the build talks to may live in this process (the test's S3 stand-in).
  const build = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    env: processEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let buildOutput = ''
  build.stdout.on('data', (d) => (buildOutput = (buildOutput + d).slice(-16_000)))
  build.stderr.on('data', (d) => (buildOutput = (buildOutput + d).slice(-16_000)))
  const status = await new Promise((resolve) => build.once('close', resolve))
  if (status !== 0) throw new Error(`npm run build falló:\n${buildOutput.slice(-4000)}`)

  /** @param {number} port @returns {Instance} */
  const instance = (port) => {
    let output = ''
    /** @type {import('node:child_process').ChildProcess | undefined} */
    let child
    const self = {
      port,
      url: `http://127.0.0.1:${port}`,
      log: () => output,
      async start() {
        // With media in S3 nothing an editor or a visitor uploads lives on one instance's disk: each
        // gets a data folder of its own, as on machines of their own.
        const own = env.S3_BUCKET && !given.DATA_DIR ? { DATA_DIR: path.join(dir, `data-${port}`) } : {}
        child = spawn(process.execPath, ['scripts/serve.mjs'], {
          cwd: root,
          env: { ...processEnv, ...own, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        child.stdout?.on('data', (d) => (output += d))
        child.stderr?.on('data', (d) => (output += d))
        const deadline = Date.now() + 180_000
        for (;;) {
          const ready = await fetch(`${self.url}/readyz`).then(
            (r) => r.ok,
            () => false,
          )
          if (ready) return
          if (Date.now() > deadline || child.exitCode !== null)
            throw new Error(`La instancia del puerto ${port} no arrancó:\n${output.slice(-4000)}`)
          await new Promise((r) => setTimeout(r, 250))
        }
      },
      async crash() {
        if (!child || child.exitCode !== null) return
        const exited = new Promise((r) => child?.once('exit', r))
        // serve.mjs runs server.mjs as a child: kill -9 both, as a power cut would.
        spawnSync('pkill', ['-KILL', '-P', String(child.pid)])
        child.kill('SIGKILL')
        await exited
      },
      async stop() {
        if (!child || child.exitCode !== null) return
        const exited = new Promise((r) => child?.once('exit', r))
        spawnSync('pkill', ['-TERM', '-P', String(child.pid)])
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
        child.kill('SIGKILL')
      },
      /** Its copy of the build (serve.mjs), which it no longer needs once stopped for good. */
      remove: () => rmSync(path.join(root, '.next-instances', String(port)), { recursive: true, force: true }),
    }
    return self
  }
  const instances = ports.map(instance)
  for (const [i, one] of instances.entries()) {
    log(`• Arrancando la instancia ${i + 1} de ${count} (puerto ${one.port})…`)
    await one.start()
  }

  log(`• nginx delante, en ${url}`)
  const nginxDir = path.join(dir, 'nginx')
  mkdirSync(nginxDir, { recursive: true })
  const conf = nginxConfig({ dir: nginxDir, port: nginxPort, upstreams: ports, mediaDir: env.MEDIA_DIR })
  const nginx = spawn('nginx', ['-p', nginxDir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] })
  let nginxOutput = ''
  nginx.stderr?.on('data', (d) => (nginxOutput += d))
  const deadline = Date.now() + 20_000
  while (
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || nginx.exitCode !== null)
      throw new Error(
        `nginx no arrancó: ${nginxOutput}${existsSync(path.join(nginxDir, 'error.log')) ? readFileSync(path.join(nginxDir, 'error.log'), 'utf8') : ''}`,
      )
    await new Promise((r) => setTimeout(r, 100))
  }

  return {
    url,
    instances,
    env,
    nginxLog: () =>
      nginxOutput +
      (existsSync(path.join(nginxDir, 'error.log')) ? readFileSync(path.join(nginxDir, 'error.log'), 'utf8') : ''),
    /** One line per request nginx passed on: method, path, status, the instance's address. */
    accessLog: () =>
      existsSync(path.join(nginxDir, 'access.log')) ? readFileSync(path.join(nginxDir, 'access.log'), 'utf8') : '',
    async stop() {
      nginx.kill('SIGQUIT')
      await Promise.all(instances.map((one) => one.stop()))
      for (const one of instances) one.remove()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) {
    console.error('✗ Varias instancias comparten una base de datos PostgreSQL: define DATABASE_URL=postgres://…')
    process.exit(1)
  }
  const cluster = await startCluster({
    env: {
      DATABASE_URL: process.env.DATABASE_URL,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  })
  console.log(
    `• Listo: ${cluster.url}/ (instancias en ${cluster.instances.map((i) => i.url).join(', ')}). Ctrl+C para parar.`,
  )
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void cluster.stop().then(() => process.exit(0)))
}
