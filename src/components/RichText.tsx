import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import type { StudioValueKind } from '@/blocks/StudioDetails/studioDetailKinds'

import { StudioValue } from './StudioValue'

// The studio's details inserted in a sentence are read from the settings when the page is drawn.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  inlineBlocks: {
    studioValue: ({ node }: { node: { fields: { detail?: StudioValueKind } } }) => <StudioValue detail={node.fields.detail ?? 'phone'} />,
  },
})

/** Rich text from the CMS, rendered to HTML on the server (no client JavaScript). */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data as SerializedEditorState} className={className} disableContainer={false} converters={converters} />
}
