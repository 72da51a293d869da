import { IntentLink } from '@/components/IntentLink.client'

import { SearchForm } from '@/components/SearchForm'

/** The Spanish 404 page (sent with status 404). */
export default function NotFound() {
  return (
    <div className="not-found">
      <h1>Página no encontrada</h1>
      <p>Lo sentimos: la página que buscas no existe o ha cambiado de dirección.</p>
      <p>
        Vuelve a la <IntentLink href="/">página de inicio</IntentLink>, echa un vistazo al{' '}
        <IntentLink href="/blog/">blog</IntentLink> o <IntentLink href="/contacto/">escríbenos</IntentLink> si buscabas
        algo en concreto.
      </p>
      <SearchForm />
    </div>
  )
}
