'use client'

import { useState } from 'react'

type Props = { id: string; name: string; label: string; accept: string; required?: boolean; describedBy: string }

/**
 * A file field that speaks Spanish whatever the browser's language: the native input (hidden from
 * sight, still the one the keyboard, a screen reader and a drop reach) under a label drawn as a
 * button, and the chosen file's name beside it. The browser's own «Choose File / No file chosen»
 * follows the browser's language, not the page's.
 */
export function FileChooser({ id, name, label, accept, required, describedBy }: Props) {
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <div className="revela-file">
      <span className="revela-file__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="revela-file__row">
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          required={required}
          className="revela-file__input"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-chosen ${describedBy}`}
          onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
        />
        <label htmlFor={id} className="revela-file__button" aria-hidden="true">
          {chosen ? 'Cambiar el archivo…' : 'Elegir archivo…'}
        </label>
        <span id={`${id}-chosen`} className="revela-file__chosen">
          {chosen ?? 'Ningún archivo elegido'}
        </span>
      </div>
    </div>
  )
}
