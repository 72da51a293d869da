'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link to another page of the site that fetches that page's data when the visitor shows they may
 * follow it (the pointer over it, keyboard focus, a finger on it), never during the first load.
 * Next's Link prefetches every link in view as soon as the page is idle, which on a phone's slow
 * connection competes with the page's own photos and scripts for data the visitor will mostly not use.
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter()
  // Next fetches a page's data once and keeps it: repeated intents cost nothing.
  const withPrefetch =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      router.prefetch(href)
      handler?.(event)
    }
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={withPrefetch(onPointerEnter)}
      onFocus={withPrefetch(onFocus)}
      onTouchStart={withPrefetch(onTouchStart)}
      {...props}
    />
  )
}
