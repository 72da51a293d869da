import { RESPOND_MARKERS } from './markers'
import { COMMENT_TEXTS } from './texts'

/**
 * What stands in the form's place when an article takes no more comments, between the same
 * markers, so that every article's page has the region the server looks for.
 */
export function renderCommentsClosed(): string {
  const [open, close] = RESPOND_MARKERS
  return `${open}<p class="no-comments">${COMMENT_TEXTS.closed}</p>${close}`
}
