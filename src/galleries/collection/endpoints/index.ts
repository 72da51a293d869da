import { clientDataExportEndpoint } from './clientDataExport'
import { deliverGalleryEndpoint } from './deliverGallery'
import { reopenSelectionEndpoint } from './reopenSelection'
import { selectionExportEndpoint } from './selectionExport'
import { sendGalleryEndpoint } from './sendGallery'

/** The studio's actions on a gallery, called by its admin view's buttons. */
export const galleryEndpoints = [
  sendGalleryEndpoint,
  deliverGalleryEndpoint,
  reopenSelectionEndpoint,
  selectionExportEndpoint,
  clientDataExportEndpoint,
]
