import type { SpacerBlock } from '@/payload-types'

export function SpacerComponent({ size }: SpacerBlock) {
  return <div className={`block-spacer size-${size}`} aria-hidden="true" />
}
