/**
 * Every label yet-another-react-lightbox and its plugins declare (their `Labels` interfaces), in
 * Spanish, including those of plugins we do not load, so that none ever shows in English.
 * tests/unit/lightbox/labels.test.ts checks the list against the library's types.
 */
export const LIGHTBOX_LABELS = {
  Lightbox: 'Visor de imágenes',
  Carousel: 'Carrusel',
  'Photo gallery': 'Galería de fotos',
  Slide: 'Diapositiva',
  '{index} of {total}': '{index} de {total}',
  Previous: 'Anterior',
  Next: 'Siguiente',
  Close: 'Cerrar',
  Caption: 'Pie de foto',
  'Show captions': 'Mostrar pies de foto',
  'Hide captions': 'Ocultar pies de foto',
  'Zoom in': 'Ampliar',
  'Zoom out': 'Reducir',
  'Enter Fullscreen': 'Pantalla completa',
  'Exit Fullscreen': 'Salir de pantalla completa',
  Share: 'Compartir',
  Download: 'Descargar',
  Play: 'Reproducir',
  Pause: 'Pausar',
  Thumbnails: 'Miniaturas',
  'Show thumbnails': 'Mostrar miniaturas',
  'Hide thumbnails': 'Ocultar miniaturas',
} as const

/** Our own texts: the counter's separator («1 de 8») and the Share button's fallback. */
export const LIGHTBOX_TEXT = {
  counterSeparator: 'de',
  video: 'Vídeo',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se ha podido copiar el enlace',
} as const
