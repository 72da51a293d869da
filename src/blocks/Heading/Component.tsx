import type { HeadingBlock } from '@/payload-types'

export function HeadingComponent({ text, level, align }: HeadingBlock) {
  const Tag = `h${level ?? '2'}` as 'h1' | 'h2' | 'h3'
  return <Tag className={`block-heading align-${align ?? 'left'}`}>{text}</Tag>
}
