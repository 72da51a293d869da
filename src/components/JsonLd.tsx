import { safeJson } from '@/lib/safeJson'

/** Structured data for search engines, escaped so no field can break out of the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />
}
