import Link from 'next/link'

import { SearchForm } from '@/components/SearchForm'

/** The Spanish 404 page (sent with status 404). */
export default function NotFound() {
  return (
    <div className="not-found">
      <h1>Página no encontrada</h1>
      <p>Lo sentimos: la página que buscas no existe o ha cambiado de dirección.</p>
      <p>
        Vuelve a la <Link href="/">página de inicio</Link>, echa un vistazo al <Link href="/blog/">blog</Link> o{' '}
        <Link href="/contacto/">escríbenos</Link> si buscabas algo en concreto.
      </p>
      <SearchForm />
    </div>
  )
}
