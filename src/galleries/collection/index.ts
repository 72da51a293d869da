export { ClientGalleries } from './ClientGalleries'
export { GalleryEvents } from './GalleryEvents'
export { GalleryPhotos } from './GalleryPhotos'
