/**
 * A new, empty database on the test PostgreSQL server (TEST_POSTGRES_URL), for a suite that needs a
 * whole site of its own (a second server, a restore target); `drop()` removes it, connections and all.
 */
export async function createPostgresDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg')
  const admin = process.env.TEST_POSTGRES_URL!
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
