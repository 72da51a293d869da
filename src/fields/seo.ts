import type { Field } from 'payload'

/** Search-engine and social fields shared by pages and posts; empty values fall back to the content. */
export const seoFields: Field = {
  name: 'meta',
  label: 'SEO',
  type: 'group',
  fields: [
    {
      name: 'title',
      label: 'Título para buscadores',
      type: 'text',
      maxLength: 70,
      admin: { description: 'Si se deja vacío se usa el título. Máximo 70 caracteres.' },
    },
    {
      name: 'description',
      label: 'Meta descripción',
      type: 'textarea',
      maxLength: 170,
      admin: { description: 'Resumen para Google y redes sociales (140-160 caracteres).' },
    },
    { name: 'image', label: 'Imagen para redes sociales', type: 'upload', relationTo: 'media' },
  ],
}
