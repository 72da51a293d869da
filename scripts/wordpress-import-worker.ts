/**
 * The admin's WordPress analysis or import in a process of its own, so that it never slows the site
 * down nor takes it down (src/wordpress/admin/server/importRunner.ts forks it through
 * scripts/wordpress-import-worker.mjs, with the site's environment and a bounded heap). It opens its
 * own Payload, runs the job its argument names (adminJob) and tells the site, over the IPC channel,
 * how far along it is and how it ended.
 */
import type { AdminJob, JobMessage } from '../src/wordpress/admin/server/adminJob'

const send = (message: JobMessage) =>
  new Promise<void>((resolve) => (process.send ? process.send(message, undefined, {}, () => resolve()) : resolve()))

const job = JSON.parse(process.argv[2] ?? 'null') as AdminJob | null
if (!job || !process.send) {
  console.error(
    '✗ Este proceso lo arranca el sitio para una importación de WordPress (Herramientas → Importar desde WordPress); no se usa a mano.',
  )
  process.exit(2)
}
// The site that started it stopped (or restarted): the run ends with it, as it did when it ran
// inside the site; the record's heartbeat stops and the next look at it marks it interrupted.
process.on('disconnect', () => process.exit(1))

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const payload = await getPayload({ config })
const { runAdminJob } = await import('../src/wordpress/admin/server/adminJob')
const ok = await runAdminJob(payload, job, (progress) => void send({ type: 'progress', progress }))
await send({ type: 'end', ok })
// The site frees its one import slot when this process exits. Closing the database may not settle
// (PostgreSQL's pool with a connection still held), so it gets a moment, and then the process ends.
await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 2000))])
process.exit(0)
