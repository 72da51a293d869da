/**
 * Turns a database driver's error into one line that names the cause and the fix, for start-up
 * output where a stack trace would help nobody.
 */
export function explainDatabaseError(error: unknown, databaseUrl: string): string {
  const message =
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)
  const where = databaseUrl.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@')
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(message)) {
    return `No se puede conectar a la base de datos ${where}: el servidor no responde. Arráncalo o corrige DATABASE_URL.`
  }
  if (/password authentication failed|no pg_hba/.test(message)) {
    return `La base de datos ${where} rechaza el usuario o la contraseña: corrige DATABASE_URL.`
  }
  if (/database ".*" does not exist/.test(message)) {
    return `La base de datos de ${where} no existe: créala (createdb) o corrige DATABASE_URL.`
  }
  if (/SQLITE_CANTOPEN|unable to open database/i.test(message)) {
    return `No se puede abrir el fichero SQLite ${where}: comprueba que la carpeta existe y se puede escribir.`
  }
  if (/SQLITE_READONLY|readonly/i.test(message)) {
    return `El fichero SQLite ${where} es de solo lectura: da permiso de escritura al proceso.`
  }
  return `No se pudo preparar la base de datos ${where}: ${message.split('\n')[0]} (REVELA_DEBUG=1 muestra el detalle).`
}
