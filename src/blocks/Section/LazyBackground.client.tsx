'use client'

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react'

import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants'

type Props = {
  className: string
  id?: string
  style: CSSProperties
  /** `data-*` attributes the section's other scripts read. */
  data?: Record<`data-${string}`, string | undefined>
  children: ReactNode
}

/**
 * A section whose background image loads once it is within 200 px of the viewport (seed §2). The
 * class is added to the element directly rather than through a re-render, which would rewrite the
 * class list and drop the classes the sticky script keeps there (`is-stuck`).
 */
export function LazyBackground({ className, id, style, data, children }: Props) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const node = ref.current
    if (!node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          node.classList.add('bg-loaded')
          observer.disconnect()
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return (
    <section ref={ref} id={id} className={className} style={style} data-bg="" {...data}>
      {children}
    </section>
  )
}
