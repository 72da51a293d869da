// The process-wide signal that published pages changed: the cache handler raises it when a tag or a
// path is invalidated here or arrives from another instance (sharedTagsCacheHandler.mjs), and the
// server's memory cache of pages empties on it (scripts/pageMicroCache.mjs). An event on `process`,
// not a shared module's state: Next loads the cache handler as its own copy of the module.
// Plain JavaScript because the server script (not compiled) imports it too.

const PAGES_CHANGED = 'revela:pages-changed'

/** Tells this process's listeners that published pages changed. */
export function announcePagesChanged() {
  process.emit(/** @type {any} */ (PAGES_CHANGED))
}

/** Calls `listener` whenever published pages change in this process. @param {() => void} listener */
export function onPagesChanged(listener) {
  process.on(/** @type {any} */ (PAGES_CHANGED), listener)
}
