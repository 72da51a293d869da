import { useId } from 'react'

type Props = {
  query?: string
  /** The visible label (never only a placeholder: it is what a screen reader announces). */
  label?: string
  placeholder?: string
  buttonText?: string
}

/**
 * WordPress's search form (`get_search_form`, the Search block): a labelled field named `s` sent
 * to /, which answers with the results. A plain form: it works without JavaScript.
 */
export function SearchForm({ query = '', label = 'Buscar en el sitio', placeholder, buttonText = 'Buscar' }: Props) {
  const id = useId()
  return (
    <form role="search" method="get" action="/" className="search-form">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name="s" defaultValue={query} placeholder={placeholder} maxLength={200} required />
      <button type="submit">{buttonText}</button>
    </form>
  )
}
