/**
 * Next calls this once when a server process starts: the place for work that runs beside the web
 * server (the mail outbox, the retention purge). Not during `next build`, which also loads it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ payloadClient }, { startBackgroundJobs }] = await Promise.all([import('./data/payload'), import('./jobs/backgroundJobs')])
  startBackgroundJobs(await payloadClient())
}
