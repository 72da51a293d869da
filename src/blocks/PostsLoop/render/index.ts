/** The posts loop's region as HTML strings (pure): one renderer for the page, the endpoint and the no-JS view. */
export { loopMarkers } from './loopMarkers'
export { LOOP_TEXTS, loopStatusText } from './loopTexts'
export { renderLoopCard } from './renderLoopCard'
export { renderLoopFilter } from './renderLoopFilter'
export { renderLoopPagination } from './renderLoopPagination'
export { renderLoopRegion, renderLoopRegionMarked } from './renderLoopRegion'
export { cardImageSizes, renderPicture } from './renderPicture'
