import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConverter,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement } from 'react'

import { isSafeHref } from '@/lib/safeHref'
import type { StudioValueKind } from '@/lib/studioDetails/studioDetailKinds'

import { StudioValue } from './StudioValue'

// The studio's details inserted in a sentence are read from the settings when the page is drawn.
// A WordPress shortcode kept from an import (wpShortcode) is for editors only: nothing of it is drawn,
// nor the paragraph it stood alone in.
// Lexical numbers every list item and Payload writes that number as `value` on each <li>; HTML allows
// `value` only on the items of an <ol> (the Nu checker's one error on every page with a list).
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  paragraph: (args) => {
    const paragraph = defaultConverters.paragraph as Extract<JSXConverter, (...a: never[]) => unknown>
    return onlyHiddenShortcodes(args.node as { children?: LexicalChild[] }) ? null : paragraph(args)
  },
  listitem: (args) => {
    const listitem = defaultConverters.listitem as Extract<JSXConverter, (...a: never[]) => unknown>
    const element = listitem(args)
    const ordered = (args.parent as { tag?: string }).tag === 'ol'
    return ordered || !isValidElement(element)
      ? element
      : cloneElement(element as React.ReactElement<{ value?: number }>, { value: undefined })
  },
  // A link saved before the editor refused unsafe addresses (lib/safeHref) is drawn as its text alone.
  link: (args) => unsafeLink(args.node) ?? (defaultConverters.link as LinkConverter)(args),
  autolink: (args) => unsafeLink(args.node) ?? (defaultConverters.autolink as LinkConverter)(args),
  inlineBlocks: {
    studioValue: ({ node }: { node: { fields: { detail?: StudioValueKind } } }) => (
      <StudioValue detail={node.fields.detail ?? 'phone'} />
    ),
    wpShortcode: () => null,
  },
})

type LinkConverter = Extract<JSXConverter, (...a: never[]) => unknown>
type LinkNode = { fields?: { linkType?: string; url?: string }; children?: { text?: string }[] }

/** The words of a link whose address must not be followed, or undefined for a link to draw. */
function unsafeLink(node: unknown): string | undefined {
  const { fields, children } = node as LinkNode
  if (fields?.linkType === 'internal' || isSafeHref(fields?.url ?? '')) return undefined
  return (children ?? []).map((child) => child.text ?? '').join('')
}

type LexicalChild = { type?: string; text?: string; fields?: { blockType?: string } }

/** A paragraph that holds WordPress shortcodes and nothing a visitor would read. */
function onlyHiddenShortcodes(node: { children?: LexicalChild[] }): boolean {
  const children = node.children ?? []
  const hidden = (c: LexicalChild) => c.type === 'inlineBlock' && c.fields?.blockType === 'wpShortcode'
  return (
    children.some(hidden) &&
    children.every((c) => hidden(c) || c.type === 'linebreak' || (c.type === 'text' && !c.text?.trim()))
  )
}

/** Rich text from the CMS, rendered to HTML on the server (no client JavaScript). */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      className={className}
      disableContainer={false}
      converters={converters}
    />
  )
}
