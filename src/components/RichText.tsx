import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConverter, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement } from 'react'

import type { StudioValueKind } from '@/lib/studioDetails/studioDetailKinds'

import { StudioValue } from './StudioValue'

// The studio's details inserted in a sentence are read from the settings when the page is drawn.
// Lexical numbers every list item and Payload writes that number as `value` on each <li>; HTML allows
// `value` only on the items of an <ol> (the Nu checker's one error on every page with a list).
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const listitem = defaultConverters.listitem as Extract<JSXConverter, (...a: never[]) => unknown>
    const element = listitem(args)
    const ordered = (args.parent as { tag?: string }).tag === 'ol'
    return ordered || !isValidElement(element) ? element : cloneElement(element as React.ReactElement<{ value?: number }>, { value: undefined })
  },
  inlineBlocks: {
    studioValue: ({ node }: { node: { fields: { detail?: StudioValueKind } } }) => <StudioValue detail={node.fields.detail ?? 'phone'} />,
  },
})

/** Rich text from the CMS, rendered to HTML on the server (no client JavaScript). */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data as SerializedEditorState} className={className} disableContainer={false} converters={converters} />
}
