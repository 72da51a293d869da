import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** Rich text from the CMS, rendered to HTML on the server (no client JavaScript). */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data as SerializedEditorState} className={className} disableContainer={false} />
}
