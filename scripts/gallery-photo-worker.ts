// A gallery photo's web sizes, made in a process of its own (started by
// src/galleries/server/photos/photoWorker.ts): libvips' memory for a 100 MP camera file and the
// seconds of encoding never count in the site's process. One photo at a time, asked over IPC.
import { preparePhoto, type WatermarkInput } from '../src/galleries/server/photos/preparePhoto'

interface Job {
  id: number
  original: string
  outDir: string
  watermark: { text?: string; logo?: string }
}

process.on('message', (job: Job) => {
  const watermark: WatermarkInput = {
    text: job.watermark.text,
    logo: job.watermark.logo ? Buffer.from(job.watermark.logo, 'base64') : undefined,
  }
  preparePhoto(job.original, job.outDir, watermark).then(
    (result) => process.send?.({ id: job.id, ok: true, result }),
    (error: unknown) =>
      process.send?.({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  )
})
process.on('disconnect', () => process.exit(0))
