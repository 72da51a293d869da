import type { SeedPage, SeedPost } from './types'
import { categories } from './categories'

import { post as comoPrepararte } from './posts/como-prepararte-para-tu-primera-sesion-de-retrato'
import { post as queRopaLlevar } from './posts/que-ropa-llevar-a-una-sesion-de-fotos'
import { post as bookParaAgencias } from './posts/que-debe-tener-un-buen-book-de-fotos-para-agencias'
import { post as luzNaturalOEstudio } from './posts/luz-natural-o-luz-de-estudio-cual-elegir'
import { post as fotografiaCorporativa } from './posts/fotografia-corporativa-la-imagen-de-tu-equipo'
import { post as precioDelProfesional } from './posts/sesiones-de-fotos-el-precio-del-profesional'
import { post as sesionDeEmbarazo } from './posts/sesion-de-embarazo-cuando-hacerla-y-que-esperar'

import { page as inicio } from './pages/inicio'
import { page as avisoLegal } from './pages/aviso-legal'
import { page as politicaDePrivacidad } from './pages/politica-de-privacidad'
import { page as politicaDeCookies } from './pages/politica-de-cookies'
import { page as sesionesDeFotos } from './pages/sesiones-de-fotos'
import { page as retrato } from './pages/retrato'
import { page as familia } from './pages/familia'
import { page as embarazoYRecienNacido } from './pages/embarazo-y-recien-nacido'
import { page as corporativa } from './pages/corporativa'
import { page as bookDeFotos } from './pages/book-de-fotos'
import { page as sobreNosotros } from './pages/sobre-nosotros'
import { page as contacto } from './pages/contacto'

export { categories }

/** Oldest first, as they were published. */
export const posts: SeedPost[] = [
  comoPrepararte,
  queRopaLlevar,
  bookParaAgencias,
  luzNaturalOEstudio,
  fotografiaCorporativa,
  precioDelProfesional,
  sesionDeEmbarazo,
]

/** Parents before children: the seed can resolve `parent` slugs in one pass. */
export const pages: SeedPage[] = [
  inicio,
  avisoLegal,
  politicaDePrivacidad,
  politicaDeCookies,
  sesionesDeFotos,
  retrato,
  familia,
  embarazoYRecienNacido,
  corporativa,
  bookDeFotos,
  sobreNosotros,
  contacto,
]
