import { checkSpam, countLinks, createRateLimiter, parseSignals, type SpamReason } from '@/antispam/rules'
import type { CommentStatus } from '@/comments/core'
import type { CommentedPost, CommentPostDeps, NewComment } from '@/comments/server/handleCommentPost'

/** A comment as the in-memory database keeps it. */
export type StoredComment = Omit<NewComment, 'status'> & { id: number; status: CommentStatus }

export interface MemoryWorld {
  posts: (CommentedPost & { published: boolean })[]
  comments: StoredComment[]
  /** Notices "sent" by store, as the outbox would hold them. */
  notices: { commentId: number; status: string }[]
  deps: CommentPostDeps
}

/**
 * The handler's services over arrays, with the same meaning as the Payload-backed ones
 * (commentContext), and the real spam rules and rate limiter: only the database is replaced.
 */
export function memoryCommentDeps({
  moderation = 'known',
  limit = 100,
  blocklist = [],
}: { moderation?: 'known' | 'all'; limit?: number; blocklist?: string[] } = {}): MemoryWorld {
  const world: MemoryWorld = {
    posts: [
      { id: 1, slug: 'luz-natural', title: 'Luz natural o luz de estudio', commentsOpen: true, published: true },
      { id: 2, slug: 'cerrada', title: 'Entrada cerrada', commentsOpen: false, published: true },
      { id: 3, slug: 'borrador', title: 'Borrador', commentsOpen: true, published: false },
      { id: 4, slug: 'otra', title: 'Otra entrada', commentsOpen: true, published: true },
    ],
    comments: [],
    notices: [],
    deps: undefined as unknown as CommentPostDeps,
  }
  const limiter = createRateLimiter({ limit, windowMs: 60_000 })
  let nextId = 100
  let keys = 0
  world.deps = {
    rateLimit: (ip) => limiter.hit(ip),
    // The CAPTCHA's own checks are exercised by the int and e2e tests, against the real verifier.
    checkCaptcha: async () => 'off',
    findPost: async (id) => {
      const post = world.posts.find((p) => p.id === id && p.published)
      return post ? { id: post.id, slug: post.slug, title: post.title, commentsOpen: post.commentsOpen } : null
    },
    findComment: async (id) => {
      const c = world.comments.find((x) => x.id === id)
      return c ? { id: c.id, postId: c.postId, status: c.status, authorName: c.authorName } : null
    },
    sameText: async (postId, content) =>
      world.comments
        .filter((c) => c.postId === postId && c.content === content && c.status !== 'trash')
        .map((c) => ({ postId, parent: c.parent, author: c.authorName, email: c.authorEmail, comment: c.content })),
    lastCommentAt: async (ip, email) =>
      world.comments
        .filter((c) => c.authorEmail === email || (ip !== '' && c.ip === ip))
        .map((c) => c.date)
        .sort()
        .at(-1) ?? null,
    moderation,
    isKnownAuthor: async (author, email) =>
      world.comments.some(
        (c) =>
          c.status === 'approved' && c.authorName === author && c.authorEmail.toLowerCase() === email.toLowerCase(),
      ),
    spamCheck: (r) =>
      checkSpam({
        signals: r.fields.some(([k]) => k.startsWith(r.prefix)) ? parseSignals(r.fields, r.prefix) : null,
        text: r.text,
        fields: Object.fromEntries(r.fields),
        now: r.now ?? Date.now(),
        captcha: r.captcha,
        links: r.fields.reduce((sum, [k, v]) => (k.startsWith(r.prefix) ? sum : sum + countLinks(v)), 0),
        blocklist,
        ip: r.ip,
        userAgent: r.userAgent,
        email: r.email,
        author: r.author,
        url: r.url,
      }),
    store: async (comment) => {
      const id = nextId++
      world.comments.push({ ...comment, id })
      if (comment.status !== 'spam') world.notices.push({ commentId: id, status: comment.status })
      return id
    },
    approvedComments: async (postId) =>
      world.comments
        .filter((c) => c.postId === postId && c.status === 'approved')
        .map((c) => ({ id: c.id, parent: c.parent || null, createdAt: c.date })),
    previewKey: () => `clave-${++keys}`,
  }
  return world
}

/** An approved comment already on an article. */
export function approvedComment(world: MemoryWorld, fields: Partial<StoredComment> & { id: number }): StoredComment {
  const comment: StoredComment = {
    postId: 1,
    parent: 0,
    authorName: 'Ana',
    authorEmail: 'ana@example.com',
    authorUrl: '',
    content: 'Muy útil, gracias.',
    status: 'approved',
    date: '2025-01-01T10:00:00.000Z',
    ip: '198.51.100.1',
    userAgent: 'Mozilla/5.0',
    signals: {},
    previewKey: 'k',
    spamReasons: [] as SpamReason[],
    ...fields,
  }
  world.comments.push(comment)
  return comment
}
