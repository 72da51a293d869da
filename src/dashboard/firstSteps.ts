/** What the dashboard knows of a site to tell its owner what is left to set up. */
export interface SiteFacts {
  /** The studio's e-mail and phone are filled in and are not the demo's (…@revela.example). */
  studioDetails: boolean
  logo: boolean
  menuItems: number
  /** Pages written by the studio, not the demo's. */
  ownPages: number
  mailConfigured: boolean
  /** The account may use Herramientas (the WordPress import): admins only. */
  isAdmin: boolean
  imported: boolean
}

export interface FirstStep {
  key: 'studio' | 'logo' | 'menu' | 'page' | 'mail' | 'import'
  title: string
  /** What to do, or what is already so. */
  hint: string
  /** Where to do it in the admin; null when it is not done from the admin. */
  href: string | null
  done: boolean
}

/** The reserved .example domain the demo's addresses use: never a real studio's. */
export const isDemoAddress = (email: string | null | undefined) => /@[^@]*\.example$/i.test(email?.trim() ?? '')

/**
 * The first steps of a new site, in the order a studio moving from WordPress takes them: its
 * details, its logo, its content (brought over or written), the menu, and the mail that tells it of
 * new messages. Each says whether it is done, so the list doubles as a checklist.
 */
export function firstSteps(facts: SiteFacts, adminRoute = '/admin'): FirstStep[] {
  const steps: FirstStep[] = [
    {
      key: 'studio',
      title: 'Pon los datos de tu estudio',
      hint: facts.studioDetails
        ? 'Nombre, teléfono y correo ya son los tuyos.'
        : 'Nombre, teléfono, correo y dirección: salen en el pie, en Contacto y en los avisos legales.',
      href: `${adminRoute}/globals/site-settings`,
      done: facts.studioDetails,
    },
    {
      key: 'logo',
      title: 'Sube tu logotipo',
      hint: facts.logo
        ? 'Tu logotipo ya está en la cabecera.'
        : 'En Ajustes del sitio → Estudio; sin él, la cabecera muestra el nombre del estudio.',
      href: `${adminRoute}/globals/site-settings`,
      done: facts.logo,
    },
  ]
  if (facts.isAdmin)
    steps.push({
      key: 'import',
      title: 'Trae tu contenido de WordPress',
      hint: facts.imported
        ? 'Ya has importado tu sitio de WordPress.'
        : 'Si vienes de WordPress, importa sus páginas, artículos, fotos y comentarios en un paso.',
      href: `${adminRoute}/importar-wordpress`,
      done: facts.imported,
    })
  steps.push(
    {
      key: 'page',
      title: 'Crea tu primera página',
      hint:
        facts.ownPages > 0
          ? `Ya tienes ${facts.ownPages === 1 ? 'una página tuya' : `${facts.ownPages} páginas tuyas`}.`
          : 'Las páginas de la demostración te sirven de modelo: cámbialas o crea una nueva.',
      href: `${adminRoute}/collections/pages/create`,
      done: facts.ownPages > 0,
    },
    {
      key: 'menu',
      title: 'Ordena el menú',
      hint:
        facts.menuItems > 0
          ? `El menú tiene ${facts.menuItems === 1 ? 'un elemento' : `${facts.menuItems} elementos`}.`
          : 'Elige qué páginas salen en el menú principal y en qué orden.',
      href: `${adminRoute}/globals/header`,
      done: facts.menuItems > 0,
    },
    {
      key: 'mail',
      title: 'Recibe los avisos por correo',
      hint: facts.mailConfigured
        ? 'Los avisos de mensajes y comentarios nuevos salen por correo.'
        : 'Falta configurar el servidor de correo; lo hace quien instaló el sitio. Mientras tanto, los mensajes te esperan aquí, en Mensajes recibidos.',
      href: null,
      done: facts.mailConfigured,
    },
  )
  return steps
}
