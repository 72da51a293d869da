/**
 * The cache tag of what the posts loops read from posts and categories alone: which published post
 * is in which categories, and each category's slug and name. Publishing, changing, withdrawing or
 * deleting a post or a category purges it (see the Posts and Categories hooks). Pages are not
 * under it: a loop's page is read afresh each time, so saving a page need not purge anything here.
 */
export const LOOP_DATA_TAG = 'posts-loop-data'
