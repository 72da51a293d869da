import { archivePageN } from '@/components/archivePageN'

// Later pages are rendered on their first request, then served from the cache.
export const dynamicParams = true
export const revalidate = false

export async function generateStaticParams() {
  return []
}

const route = archivePageN('author')
export const generateMetadata = route.generateMetadata
export default route.Page
