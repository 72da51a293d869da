import { listPosts } from '@/data/posts'

import { postsFeed } from './postsFeed'

export const dynamic = 'force-static'
export const revalidate = false

/** The blog's RSS 2.0 feed at /feed/, the ten latest articles. */
export async function GET() {
  return postsFeed({ posts: (await listPosts(1)).docs, path: '/' })
}
