'use client'
import { CodeField, JSONField, ShimmerEffect } from '@payloadcms/ui'
import { type ComponentProps, useEffect, useState } from 'react'

import { loadLocalMonaco } from './loadLocalMonaco'

/** True once this site's Monaco is in the page (see loadLocalMonaco); a shimmer until then. */
function useLocalMonaco(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void loadLocalMonaco().then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [])
  return ready
}

/** Payload's code field, once its editor can start from this site's Monaco. */
export function LocalCodeField(props: ComponentProps<typeof CodeField>) {
  return useLocalMonaco() ? <CodeField {...props} /> : <ShimmerEffect height="56px" />
}

/** Payload's JSON field, likewise. */
export function LocalJsonField(props: ComponentProps<typeof JSONField>) {
  return useLocalMonaco() ? <JSONField {...props} /> : <ShimmerEffect height="56px" />
}
