import type { CollectionAdminOptions } from 'payload'

import { previewUrl } from '@/lib/previewUrl'
import { listUsesNotice } from '@/references/listUsesNotice'

/**
 * The admin of what an editor writes and publishes (pages and articles): «Vista previa» opens the
 * document in a tab of its own, with the bar that says it is a draft. No side-by-side live preview:
 * the site's pages would need a script to follow the typing, and Payload's frame has
 * untranslatable controls («Responsive»). «Ver la página»/«Ver el artículo» beside the buttons and
 * in the toast of a publish («Ajustes» on a phone); the untitled draft «Crear» saves at once goes
 * away if the editor leaves without writing; the list warns before deleting what is linked.
 */
export function editorialAdmin(
  kind: 'page' | 'post',
  options: Pick<CollectionAdminOptions, 'defaultColumns' | 'group'> & {
    address: (doc: Record<string, unknown> | undefined) => string
  },
): CollectionAdminOptions {
  return {
    useAsTitle: 'title',
    defaultColumns: options.defaultColumns,
    group: options.group,
    preview: (doc) => previewUrl(options.address(doc)),
    components: {
      beforeListTable: [listUsesNotice(kind === 'page' ? 'pages' : 'posts')],
      edit: {
        beforeDocumentControls: [
          '@/collections/untouchedDrafts/admin/DiscardUntouchedDraft.client#DiscardUntouchedDraft',
          { path: '@/collections/Pages/admin/DocumentLinks#DocumentLinks', clientProps: { kind } },
        ],
      },
    },
  }
}
