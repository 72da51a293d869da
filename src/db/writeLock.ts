/** How long a write waits for another's transaction before it gives up with an error that says so. */
export const WRITE_LOCK_TIMEOUT_MS = 15_000

export class WriteLockTimeoutError extends Error {
  constructor(waitedMs: number) {
    super(
      `SQLite: una escritura ha esperado ${Math.round(waitedMs / 1000)} s a que terminara otra transacción. ` +
        'Si ocurre dentro de un hook, pásale `req` a la escritura para que forme parte de la misma transacción.',
    )
    this.name = 'WriteLockTimeoutError'
  }
}

/**
 * A first-come, first-served lock for one database file's writes in this process: one holder at a
 * time, the others wait (without blocking the event loop, unlike SQLite's busy timeout, which would
 * also stop the holder from finishing). `acquire` answers the function that releases it.
 */
export class WriteLock {
  private held = false
  private readonly waiting: (() => void)[] = []

  constructor(private readonly timeoutMs = WRITE_LOCK_TIMEOUT_MS) {}

  get busy(): boolean {
    return this.held
  }

  async acquire(): Promise<() => void> {
    if (this.held) {
      const started = Date.now()
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          const at = this.waiting.indexOf(turn)
          if (at >= 0) this.waiting.splice(at, 1)
          reject(new WriteLockTimeoutError(Date.now() - started))
        }, this.timeoutMs)
        timer.unref?.()
        this.waiting.push(turn)
      })
    }
    // Handed over by release() (held stays true) or taken free.
    this.held = true
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      if (next) next()
      else this.held = false
    }
  }

  /** Runs `work` holding the lock. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire()
    try {
      return await work()
    } finally {
      release()
    }
  }
}

const locks = new Map<string, WriteLock>()

/** The lock of one database file, shared by every Payload instance of this process that opens it. */
export function writeLockFor(file: string): WriteLock {
  let lock = locks.get(file)
  if (!lock) locks.set(file, (lock = new WriteLock()))
  return lock
}
