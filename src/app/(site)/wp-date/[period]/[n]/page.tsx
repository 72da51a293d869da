import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DateArchive } from '@/components/DateArchive'
import { archivePageNumber } from '@/lib/archivePageNumber'
import { dateArchivePath, parsePeriodKey, periodTitle } from '@/addresses/dateArchive'
import { seoMetadata } from '@/lib/seo'

type Props = { params: Promise<{ period: string; n: string }> }

// WordPress's date archives (/2024/, /2024/03/, /2024/03/15/ and their pages), which src/proxy.ts
// rewrites here: rendered on their first request, then served from the cache until articles change.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  return []
}

async function read(params: Props['params']) {
  const { period, n } = await params
  return { period: parsePeriodKey(period), page: archivePageNumber(n) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { period, page } = await read(params)
  if (!period || !(page >= 1)) return { title: 'Página no encontrada' }
  const title = page > 1 ? `${periodTitle(period)} · página ${page}` : periodTitle(period)
  return seoMetadata({ title, description: null, path: dateArchivePath(period, page) })
}

export default async function DateArchivePage({ params }: Props) {
  const { period, page } = await read(params)
  if (!period || !Number.isInteger(page) || page < 1) notFound()
  return <DateArchive period={period} page={page} />
}
