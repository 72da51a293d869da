import type { Field } from 'payload'

/**
 * The id the item had in WordPress, when it came from an import. WordPress ids are part of the old
 * site's addresses (`/?p=`, `/?page_id=`, `?attachment_id=`, `?cat=`, `?author=`, `#comment-N`), so they are kept here and
 * the old addresses resolve through them; the item's own id in Revela may differ (an import into a
 * site already in use never takes over a row that belongs to the studio's own content).
 */
export const wordpressIdField: Field = {
  name: 'wordpressId',
  label: 'Id en WordPress',
  type: 'number',
  index: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'El número que tenía en tu antiguo WordPress: sus direcciones antiguas llevan aquí.',
    condition: (data) => typeof data?.wordpressId === 'number',
  },
}
