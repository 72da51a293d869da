'use client'

import { es } from 'date-fns/locale/es'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

// Payload registers the picker's locale in an effect, after its date fields have first drawn their
// value with the library's default, English («14 de May de 2024»), and they keep it until edited.
// Registered here, when the admin's code loads, every date field writes its month in Spanish.
// The versions are Payload's own (@payloadcms/ui pins them), so this is the same module instance.
registerLocale('es', es)
setDefaultLocale('es')

/** A provider around the admin (admin.components.providers) whose only work is the import above. */
export function SpanishDatePicker({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
