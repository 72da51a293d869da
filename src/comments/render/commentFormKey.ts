/** The comment form's name for its no-JavaScript challenge (one form per article). */
export const commentFormKey = (postId: number) => `comment-${Math.floor(postId)}`
