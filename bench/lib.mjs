// Small helpers for the benchmark: ports, waiting, child processes that are always stopped.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'

export const log = (line) => console.log(line)
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** True when nothing listens on the port (on any interface, as `next start` binds them all). */
export const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, () => server.close(() => resolve(true)))
  })

/** A port the OS says is free right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** One GET to 127.0.0.1; null when nothing answers (yet). */
export async function get(url, { timeoutMs = 2000, headers = {} } = {}) {
  try {
    return await fetch(url, { redirect: 'manual', headers, signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    return null
  }
}

/** Polls until `check()` is true; fails when the time is up or `died()` says the process is gone. */
export async function waitFor(what, check, { timeoutMs, died = () => null, everyMs = 100 }) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const dead = died()
    if (dead) throw new Error(`${what}: ${dead}`)
    if (await check()) return
    await sleep(everyMs)
  }
  throw new Error(`${what}: sin respuesta en ${Math.round(timeoutMs / 1000)} s`)
}

/** The pid and all its descendants (Linux /proc; empty elsewhere). */
export function processTree(pid) {
  const out = []
  const visit = (p) => {
    out.push(p)
    let tasks = []
    try {
      tasks = readdirSync(`/proc/${p}/task`)
    } catch {
      return
    }
    for (const task of tasks) {
      let children = ''
      try {
        children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8')
      } catch {
        continue
      }
      for (const c of children.split(' ').filter(Boolean)) visit(Number(c))
    }
  }
  if (existsSync('/proc')) visit(pid)
  return out
}

/** The resident memory, in kB, of a process and all its descendants at this moment (0 for one gone meanwhile). */
export function treeRssKb(pid) {
  let sum = 0
  for (const member of processTree(pid)) {
    try {
      sum += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // gone between the listing and the reading
    }
  }
  return sum
}

const children = new Set()

/** Spawns a process in its own group (so its children are stopped with it) and tracks it. */
export function startProcess(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true })
  child.exitInfo = null
  child.on('exit', (code, signal) => {
    child.exitInfo = signal ? `terminó con la señal ${signal}` : `terminó con el código ${code}`
    children.delete(child)
  })
  children.add(child)
  return child
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Stops a process group: SIGTERM, then SIGKILL after a few seconds. */
export async function stopProcess(child, timeoutMs = 5000) {
  if (!child || child.exitInfo) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  signalGroup(child, 'SIGTERM')
  const killed = await Promise.race([exited.then(() => false), sleep(timeoutMs).then(() => true)])
  if (killed) signalGroup(child, 'SIGKILL')
}

/** Last resort on process exit (synchronous): kill whatever is still running. */
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL')
})
