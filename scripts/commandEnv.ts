import { ConfigError, env, type Env } from '../src/env'

/** Ends a command with one line saying why (no stack trace). */
export const fail = (line: string): never => {
  console.error(`✗ ${line}`)
  process.exit(1)
}

/**
 * The environment for a command (prepare, import, backup, restore), or the command ends with its
 * one-line problem. Commands speak in their own one-line messages; Payload's log (stack traces
 * included) is shown only when asked for with REVELA_DEBUG=1.
 */
export function commandEnv(): Env {
  if (!process.env.REVELA_DEBUG) process.env.LOG_LEVEL ??= 'fatal'
  try {
    return env()
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error))
  }
}
