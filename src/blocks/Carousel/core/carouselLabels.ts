/**
 * The carousel's Spanish words, in one place: the server draws the buttons with them and the
 * browser script changes the pause button's name with them (WAI-ARIA carousel pattern).
 */
export const CAROUSEL_LABELS = {
  roleDescription: 'carrusel',
  slideRoleDescription: 'diapositiva',
  pause: 'Pausar el carrusel',
  play: 'Reanudar el carrusel',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  dots: 'Elegir diapositiva',
} as const

/** A slide's name: its position among all the slides («2 de 5»). */
export const slideLabel = (position: number, total: number) => `${position} de ${total}`

/** A dot's name («Ir a la diapositiva 3»). */
export const dotLabel = (position: number) => `Ir a la diapositiva ${position}`
