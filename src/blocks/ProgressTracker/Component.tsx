import type { ProgressTrackerBlock } from '@/payload-types'

import { ProgressTracker } from './ProgressTracker'

/** The «Progreso de lectura» block: the tracker with the editor's settings. */
export function ProgressTrackerComponent({ type, relativeTo, position, showPercentage, label }: ProgressTrackerBlock) {
  return (
    <ProgressTracker
      type={type ?? undefined}
      relativeTo={relativeTo ?? undefined}
      position={position ?? undefined}
      showPercentage={showPercentage ?? false}
      label={label?.trim() || undefined}
    />
  )
}
