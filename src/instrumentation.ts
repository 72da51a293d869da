/**
 * Next calls this once when a server process starts: the place for work that runs beside the web
 * server (the mail outbox, the retention purge). Not during `next build`, which also loads it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ payloadClient }, { startBackgroundJobs }, { provideFrontPagePath }, { frontPagePathOf }] = await Promise.all(
    [
      import('@/db/payloadClient'),
      import('./jobs/backgroundJobs'),
      import('./lib/frontPagePath'),
      import('./globals/SiteSettings/frontPagePath'),
    ],
  )
  const { sharedRedis } = await import('./cluster/sharedRedis')
  // The proxy's reader of the front page's own address (see lib/frontPagePath).
  provideFrontPagePath(async () => frontPagePathOf(await payloadClient()))
  // Connected before the first visitor posts, when several instances share Redis (REDIS_URL).
  sharedRedis()
  startBackgroundJobs(await payloadClient())
}
