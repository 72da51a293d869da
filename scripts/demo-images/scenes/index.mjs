// The demo photographs by media key: each makes a linear-light image and carries its `grade`.
import { azoteaAtardecer } from './azotea-atardecer.mjs'
import { bodegonEsferas } from './bodegon-esferas.mjs'
import { bokehCiudad } from './bokeh-ciudad.mjs'
import { bookPerfil } from './book-perfil.mjs'
import { estudioPlato } from './estudio-plato.mjs'
import { fondoDegradado } from './fondo-degradado.mjs'
import { luzNeon } from './luz-neon.mjs'
import { luzVentana } from './luz-ventana.mjs'
import { manosCamara } from './manos-camara.mjs'
import { productoFrasco } from './producto-frasco.mjs'
import { retratoSilueta } from './retrato-silueta.mjs'
import { sombrasPersiana } from './sombras-persiana.mjs'

/** The 12 keys, in the order of src/seed/content/types.ts (MediaKey). */
export const images = {
  'estudio-plato': estudioPlato,
  'luz-ventana': luzVentana,
  'fondo-degradado': fondoDegradado,
  'bodegon-esferas': bodegonEsferas,
  'bokeh-ciudad': bokehCiudad,
  'retrato-silueta': retratoSilueta,
  'book-perfil': bookPerfil,
  'sombras-persiana': sombrasPersiana,
  'azotea-atardecer': azoteaAtardecer,
  'producto-frasco': productoFrasco,
  'luz-neon': luzNeon,
  'manos-camara': manosCamara,
}
