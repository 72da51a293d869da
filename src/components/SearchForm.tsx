import { useId } from 'react'

type Props = {
  query?: string
  /** The visible label (never only a placeholder: it is what a screen reader announces). */
  label?: string
  placeholder?: string
  buttonText?: string
  /** The header's compact box: its label read by screen readers only, its landmark named apart. */
  inHeader?: boolean
}

/**
 * WordPress's search form (`get_search_form`, the Search block): a labelled field named `s` sent
 * to /, which answers with the results. A plain form: it works without JavaScript.
 */
export function SearchForm({
  query = '',
  label = 'Buscar en el sitio',
  placeholder,
  buttonText = 'Buscar',
  inHeader = false,
}: Props) {
  const id = useId()
  return (
    <form
      role="search"
      method="get"
      action="/"
      className={inHeader ? 'search-form search-form--header' : 'search-form'}
      aria-label={inHeader ? 'Buscador de la cabecera' : undefined}
    >
      <label htmlFor={id} className={inHeader ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input id={id} type="search" name="s" defaultValue={query} placeholder={placeholder} maxLength={200} required />
      <button type="submit">
        {inHeader ? (
          <>
            <span className="visually-hidden">{buttonText}</span>
            <svg
              aria-hidden="true"
              focusable="false"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            >
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="M15.5 15.5L21 21" />
            </svg>
          </>
        ) : (
          buttonText
        )}
      </button>
    </form>
  )
}
