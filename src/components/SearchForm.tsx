import { useId } from 'react'

/**
 * WordPress's search form (`get_search_form`): a labelled field named `s` sent to /, which answers
 * with the results. A plain form: it works without JavaScript.
 */
export function SearchForm({ query = '' }: { query?: string }) {
  const id = useId()
  return (
    <form role="search" method="get" action="/" className="search-form">
      <label htmlFor={id}>Buscar en el sitio</label>
      <input id={id} type="search" name="s" defaultValue={query} maxLength={200} required />
      <button type="submit">Buscar</button>
    </form>
  )
}
