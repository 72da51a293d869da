import { useId, type CSSProperties } from 'react'

import { ProgressScript } from './ProgressScript.client'
import './progressTracker.css'

export type ProgressTrackerProps = {
  type?: 'horizontal' | 'circular'
  /** 'content': the article being read; 'page': the whole page. */
  relativeTo?: 'content' | 'page'
  /** The window's edge: the bar runs along it; the circle sits in its left-hand corner. */
  position?: 'top' | 'bottom'
  showPercentage?: boolean
  /** The progress bar's accessible name. */
  label?: string
  /**
   * With relativeTo 'content': a CSS selector for the element being read, looked for inside the
   * <article> around the tracker (the article itself when nothing matches). An article's body is
   * `.post-content`, the default.
   */
  target?: string
}

/**
 * A reading-progress indicator, fixed to the window so it takes no room in the page: a bar under
 * the sticky header (or along the bottom), or a circle in a corner. It is a progress bar for
 * assistive technology, its value kept current, and hidden until its script has started, since
 * without it the indicator would sit at zero.
 */
export function ProgressTracker({
  type = 'horizontal',
  relativeTo = 'content',
  position = 'top',
  showPercentage = false,
  label = 'Progreso de lectura',
  target = '.post-content',
}: ProgressTrackerProps) {
  const key = useId()
  return (
    <div
      className={`progress-tracker progress-tracker--${type} progress-tracker--${position}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-progress={key}
      data-relative-to={relativeTo}
      data-target={target}
      style={{ '--progress': 0 } as CSSProperties}
    >
      {type === 'circular' ? (
        <span className="progress-tracker__ring" aria-hidden="true">
          <span className="progress-tracker__half progress-tracker__half--right">
            <span className="progress-tracker__arc" />
          </span>
          <span className="progress-tracker__half progress-tracker__half--left">
            <span className="progress-tracker__arc" />
          </span>
        </span>
      ) : (
        <span className="progress-tracker__fill" aria-hidden="true" />
      )}
      {showPercentage && (
        <span className="progress-tracker__value" aria-hidden="true" data-progress-value="">
          0&nbsp;%
        </span>
      )}
      <ProgressScript target={key} />
    </div>
  )
}
