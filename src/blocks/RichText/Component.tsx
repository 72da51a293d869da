import { RichText } from '@/components/RichText'
import type { RichTextBlock } from '@/payload-types'

export function RichTextComponent({ body }: RichTextBlock) {
  return <RichText data={body} className="block-richtext" />
}
