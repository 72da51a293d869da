'use client'

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants'

type Props = { className: string; id?: string; style: CSSProperties; children: ReactNode }

/** A section whose background image loads once it is within 200 px of the viewport (seed §2). */
export function LazyBackground({ className, id, style, children }: Props) {
  const ref = useRef<HTMLElement>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const node = ref.current
    if (!node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return (
    <section ref={ref} id={id} className={visible ? `${className} bg-loaded` : className} style={style} data-bg="">
      {children}
    </section>
  )
}
