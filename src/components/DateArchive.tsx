import { notFound } from 'next/navigation'

import { listPostsBetween } from '@/data/posts'
import { dateArchivePath, type Period, periodRange, periodTitle } from '@/addresses/dateArchive'

import { ArchiveView } from './ArchiveView'

/** Page n of the articles published in a year, month or day (/2024/03/): 404 for a period without any, as WordPress. */
export async function DateArchive({ period, page }: { period: Period; page: number }) {
  const { from, to } = periodRange(period)
  const result = await listPostsBetween(page, from.toISOString(), to.toISOString())
  if (result.totalDocs === 0 || page > result.totalPages) notFound()
  return (
    <ArchiveView
      kicker="Archivo"
      title={periodTitle(period)}
      result={result}
      page={page}
      base={dateArchivePath(period)}
    />
  )
}
