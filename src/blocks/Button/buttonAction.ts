/** What a button does when pressed («Acción al pulsar»); `link` is what every button did before. */
export const BUTTON_ACTIONS = [
  { value: 'link', label: 'Abrir enlace' },
  { value: 'image', label: 'Abrir imagen en visor' },
  { value: 'slideshow', label: 'Pase de imágenes en visor' },
  { value: 'video', label: 'Vídeo en visor' },
] as const

export type ButtonAction = (typeof BUTTON_ACTIONS)[number]['value']
