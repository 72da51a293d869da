'use client'
import { loader } from '@monaco-editor/react'
import type { ReactNode } from 'react'

import { MONACO_BASE } from './monacoBase'

// Set when the admin's bundle first runs, before any code field asks the loader for Monaco.
loader.config({ paths: { vs: MONACO_BASE } })

/** The admin's provider that points Payload's code editor at this site's copy of Monaco. */
export function LocalMonaco({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
