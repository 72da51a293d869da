// `node scripts/generate-large-wxr.mjs salida.xml [--scale 0.1] [--posts 5000] [--comments 50000]
//   [--attachments 5000] [--seed 1]`
// Writes a large WordPress export (WXR 1.2) for the import benchmark, derived from the real export
// tests/fixtures/wordpress/export.xml: its channel (site, authors, categories, tags, menu term) and
// its pages, menu items, forms and Elementor items are copied as they are; its posts, attachments
// and comments are the templates of the generated ones, cloned as text (element structure, CDATA,
// postmeta, PHP-serialised attachment metadata exactly as WordPress wrote them) with new ids,
// slugs, dates, folders and threads. Deterministic for a given seed; streamed to disk item by item.
//
// Defaults: 5,000 posts (classic, block-editor and a few Elementor ones, in the fixture's statuses),
// 50,000 comments (about 10 per published post, threaded, approved / pending / trash, a few
// pingbacks), 5,000 attachments (the fixture's 8 plus clones in the YYYY/MM folder of their post,
// files absent), every post published 2016–2025 with a featured image. --scale multiplies the three.
import { once } from 'node:events'
import { createWriteStream, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const FIXTURE = path.join(root, 'tests', 'fixtures', 'wordpress', 'export.xml')
const USAGE =
  'Uso: node scripts/generate-large-wxr.mjs salida.xml [--scale 1] [--posts 5000] [--comments 50000] [--attachments 5000] [--seed 1]'

/** Generated posts span these years (creation dates; scheduled posts go after the export date). */
const FIRST_DAY = Date.UTC(2016, 0, 4, 8, 0)
const LAST_DAY = Date.UTC(2025, 5, 30, 18, 0)
const EXPORT_DAY = Date.UTC(2025, 6, 1, 10, 0)

/** Fixture posts used as templates, with their share of the generated posts (sums to 100). */
const POST_TEMPLATES = [
  [1965, 30], // classic editor, [caption], featured image, comments
  [1970, 19], // classic editor, [gallery], [embed], unknown shortcode, CF7 shortcode
  [2001, 22], // block editor: image, lists, quote, gallery, embed, buttons
  [2002, 17], // block editor: cover, columns, embed, wp:html, unknown jetpack block
  [2020, 3], // Elementor
  [2010, 3], // draft (classic)
  [2011, 1.5], // pending (block)
  [2012, 1], // scheduled
  [2013, 1], // private
  [2014, 1], // published with a password
  [2015, 1.5], // trash
]

// ---------------------------------------------------------------- arguments
function parseArgs(argv) {
  const args = { scale: 1, posts: 5000, comments: 50000, attachments: 5000, seed: 1, out: '' }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2)
    const value = () => {
      const v = Number(inline ?? argv[++i])
      if (!Number.isFinite(v) || v < 0) throw new Error(`${flag} necesita un número. ${USAGE}`)
      return v
    }
    if (flag === '--scale') args.scale = value()
    else if (flag === '--posts') args.posts = value()
    else if (flag === '--comments') args.comments = value()
    else if (flag === '--attachments') args.attachments = value()
    else if (flag === '--seed') args.seed = value()
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else if (flag.startsWith('-') || args.out) throw new Error(`Argumento inesperado: ${flag}. ${USAGE}`)
    else args.out = flag
  }
  if (!args.out) throw new Error(`Falta el archivo de salida. ${USAGE}`)
  return {
    ...args,
    posts: Math.max(1, Math.round(args.posts * args.scale)),
    comments: Math.round(args.comments * args.scale),
    attachments: Math.round(args.attachments * args.scale),
  }
}

// ---------------------------------------------------------------- small helpers
/** mulberry32: a tiny seeded generator, so the same seed always writes the same file. */
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const xmlText = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
// As WordPress's wxr_cdata(): a `]]>` inside the value is split across two sections.
const cdata = (s) => `<![CDATA[${String(s).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`

/** The inner value of the first <tag>…</tag> (CDATA unwrapped). */
function getTag(text, tag) {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${tag}>`).exec(text)
  return m ? (m[1] ?? m[2]) : null
}

/** Replaces the value of the first <tag>…</tag>, keeping its attributes and whether it was CDATA. */
function setTag(text, tag, value) {
  const re = new RegExp(`(<${tag}(?:\\s[^>]*)?>)(<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|[^<]*)(</${tag}>)`)
  return text.replace(
    re,
    (_, open, old, close) => `${open}${old.startsWith('<![CDATA[') ? cdata(value) : xmlText(value)}${close}`,
  )
}

/** Replaces a postmeta value by key (the value stays in CDATA, as WordPress writes it). */
function setMeta(text, key, value) {
  const re = new RegExp(
    `(<wp:meta_key><!\\[CDATA\\[${escapeRe(key)}\\]\\]></wp:meta_key>\\s*<wp:meta_value>)<!\\[CDATA\\[[\\s\\S]*?\\]\\]>(</wp:meta_value>)`,
  )
  return text.replace(re, (_, open, close) => `${open}${cdata(value)}${close}`)
}

const pad = (n) => String(n).padStart(2, '0')
const mysql = (t) => {
  const d = new Date(t)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const rfc2822 = (t) => {
  const d = new Date(t)
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`
}
/** Europe/Madrid, the fixture's time zone: UTC+2 from the last Sunday of March to that of October. */
function madridOffset(t) {
  const y = new Date(t).getUTCFullYear()
  const lastSunday = (month) => {
    const d = new Date(Date.UTC(y, month + 1, 0, 1))
    return d.getTime() - d.getUTCDay() * 86400000
  }
  return t >= lastSunday(2) && t < lastSunday(9) ? 2 * 3600000 : 3600000
}
const local = (t) => t + madridOffset(t)
const folderOf = (t) => {
  const d = new Date(t)
  return [String(d.getUTCFullYear()), pad(d.getUTCMonth() + 1)]
}

// ---------------------------------------------------------------- the fixture
function readFixture() {
  const xml = readFileSync(FIXTURE, 'utf8')
  const itemRe = /[ \t]*<item>[\s\S]*?<\/item>/g
  const items = []
  for (let m; (m = itemRe.exec(xml));) {
    const text = m[0]
    items.push({
      text,
      id: Number(getTag(text, 'wp:post_id')),
      type: getTag(text, 'wp:post_type'),
      start: m.index,
      end: m.index + text.length,
    })
  }
  const site = getTag(xml, 'wp:base_blog_url') || getTag(xml, 'link')
  const header = xml.slice(0, items[0].start)
  const footer = xml.slice(items[items.length - 1].end)
  const authors = [...xml.matchAll(/<wp:author>([\s\S]*?)<\/wp:author>/g)].map(([, a]) => ({
    id: Number(getTag(a, 'wp:author_id')),
    login: getTag(a, 'wp:author_login'),
    email: getTag(a, 'wp:author_email'),
    name: getTag(a, 'wp:author_display_name'),
  }))

  const attachments = new Map()
  for (const it of items.filter((i) => i.type === 'attachment')) {
    const file = getTag(it.text, 'wp:meta_value') // the first postmeta is _wp_attached_file
    const m = /^(\d{4})\/(\d{2})\/(.+?)(-scaled)?\.(\w+)$/.exec(file)
    attachments.set(it.id, { ...it, year: m[1], month: m[2], base: m[3], slug: getTag(it.text, 'wp:post_name') })
  }
  const posts = new Map()
  for (const it of items.filter((i) => i.type === 'post')) {
    const comments = [...it.text.matchAll(/<wp:comment>[\s\S]*?<\/wp:comment>/g)].map((c) => c[0])
    // The item without its comments: generated ones go where the first one was (or before </item>).
    const first = it.text.indexOf('<wp:comment>')
    const last = it.text.lastIndexOf('</wp:comment>')
    const body =
      first < 0
        ? it.text.replace(/(\s*<\/item>)$/, '\u0000$1')
        : `${it.text.slice(0, first)}\u0000${it.text.slice(last + '</wp:comment>'.length)}`
    const content = `${getTag(it.text, 'content:encoded')}\n${it.text}`
    const refs = new Set()
    const thumb = Number(/_thumbnail_id\]\]><\/wp:meta_key>\s*<wp:meta_value><!\[CDATA\[(\d+)/.exec(it.text)?.[1]) || 0
    if (thumb) refs.add(thumb)
    for (const [, id] of content.matchAll(/(?:wp-image-|attachment_|"id":)(\d+)/g))
      if (attachments.has(Number(id))) refs.add(Number(id))
    for (const [, ids] of content.matchAll(/ids="([\d,]+)"/g))
      for (const id of ids.split(',')) if (attachments.has(Number(id))) refs.add(Number(id))
    posts.set(it.id, {
      ...it,
      body,
      comments,
      refs: [...refs],
      thumb,
      slug: getTag(it.text, 'wp:post_name'),
      link: getTag(it.text, 'link'),
      status: getTag(it.text, 'wp:status'),
      password: getTag(it.text, 'wp:post_password'),
      title: getTag(it.text, 'title'),
      gmtZero: getTag(it.text, 'wp:post_date_gmt').startsWith('0000'),
    })
  }
  const comments = new Map()
  for (const p of posts.values()) for (const c of p.comments) comments.set(Number(getTag(c, 'wp:comment_id')), c)
  const kept = items.filter((i) => i.type !== 'post' && i.type !== 'attachment')
  return { header, footer, site, authors, attachments, posts, comments, kept }
}

// ---------------------------------------------------------------- the plan (ids, dates, counts)
function plan(fx, opts, rand) {
  const table = POST_TEMPLATES.filter(([id]) => fx.posts.has(id))
  const totalWeight = table.reduce((s, [, w]) => s + w, 0)
  const pickTemplate = () => {
    let r = rand() * totalWeight
    for (const [id, w] of table) if ((r -= w) < 0) return id
    return table[table.length - 1][0]
  }
  const newAttachments = Math.max(0, opts.attachments - fx.attachments.size)
  const posts = []
  let nextId = 4000 // above every id of the fixture (3021)
  const clones = new Map()
  for (let i = 0; i < opts.posts; i++) {
    const template = fx.posts.get(pickTemplate())
    const k = (clones.get(template.id) ?? 1) + 1 // WordPress's own suffixes start at -2
    clones.set(template.id, k)
    const created = FIRST_DAY + Math.round(((LAST_DAY - FIRST_DAY) * (i + rand() * 0.8)) / opts.posts)
    const date = template.status === 'future' ? EXPORT_DAY + Math.round((1 + rand() * 180) * 86400000) : created
    const attachments =
      Math.floor(((i + 1) * newAttachments) / opts.posts) - Math.floor((i * newAttachments) / opts.posts)
    const attachmentIds = Array.from({ length: attachments }, () => nextId++)
    const slug = template.slug ? `${template.slug.replace(/__trashed$/, '')}-${k}` : ''
    const published = template.status === 'publish' && !template.password
    const [y, m] = folderOf(local(date))
    const id = nextId++
    // As WordPress links them: pretty permalinks once public (or private), ?p= before that.
    const link =
      slug && (template.status === 'publish' || template.status === 'private')
        ? `${fx.site}/${y}/${m}/${slug}/`
        : `${fx.site}/?p=${id}`
    posts.push({ i, template, k, created, date, attachmentIds, id, slug, published, link, comments: 0 })
  }
  // Comments on published posts only, about the same number each (a post gets 0–20).
  const open = posts.filter((p) => p.published)
  if (open.length) {
    for (const p of open) p.comments = Math.floor((opts.comments / open.length) * (0.5 + rand()))
    let left = opts.comments - open.reduce((s, p) => s + p.comments, 0)
    for (let j = 0; left !== 0; j = (j + 1) % open.length) {
      const step = left > 0 ? 1 : -1
      if (step < 0 && open[j].comments === 0) continue
      open[j].comments += step
      left -= step
    }
  }
  return posts
}

// ---------------------------------------------------------------- writers
/** An attachment cloned from a fixture attachment, attached to `post`, in the folder of `time`. */
function attachmentItem(fx, a, { id, n, post, time, author }) {
  const [y, m] = folderOf(local(time))
  const base = `${a.base}-${n}`
  const slug = `${a.slug}-${n}`
  let text = a.text
  text = setTag(
    text,
    'link',
    `${post.link.includes('?p=') ? `${fx.site}/?attachment_id=${id}` : `${post.link}${slug}/`}`,
  )
  text = setTag(text, 'pubDate', rfc2822(time))
  text = setTag(text, 'dc:creator', author.login)
  text = setTag(text, 'wp:post_id', String(id))
  text = setTag(text, 'wp:post_date', mysql(local(time)))
  text = setTag(text, 'wp:post_date_gmt', mysql(time))
  text = setTag(text, 'wp:post_modified', mysql(local(time)))
  text = setTag(text, 'wp:post_modified_gmt', mysql(time))
  text = setTag(text, 'wp:post_name', slug)
  text = setTag(text, 'wp:post_parent', String(post.id))
  // The file: its folder and name everywhere (guid, attachment_url, _wp_attached_file, metadata).
  text = text.replace(new RegExp(`${a.year}/${a.month}/${escapeRe(a.base)}(?=[-.])`, 'g'), `${y}/${m}/${base}`)
  text = text.replace(new RegExp(`"${escapeRe(a.base)}(?=[-.])`, 'g'), `"${base}`)
  // PHP-serialised strings carry their length in bytes: recount them after the renaming.
  text = text.replace(
    /(_wp_attachment_metadata\]\]><\/wp:meta_key>\s*<wp:meta_value><!\[CDATA\[)([\s\S]*?)(\]\]>)/,
    (_, open, value, close) =>
      `${open}${value.replace(/s:\d+:"(.*?)";/g, (__, s) => `s:${Buffer.byteLength(s)}:"${s}";`)}${close}`,
  )
  return { text, ref: { id, year: y, month: m, base, slug } }
}

/** Rewrites the references of a fixture post's text to the attachments now standing for them. */
function remapAttachments(fx, text, mapping) {
  for (const [old, ref] of mapping) {
    const a = fx.attachments.get(old)
    if (ref.id === old) continue
    text = text.replace(new RegExp(`(wp-image-|attachment_|"id":)${old}(?!\\d)`, 'g'), `$1${ref.id}`)
    text = text.replace(
      /ids="([\d,]+)"/g,
      (_, ids) =>
        `ids="${ids
          .split(',')
          .map((x) => (Number(x) === old ? ref.id : x))
          .join(',')}"`,
    )
    text = text.replace(
      new RegExp(`${a.year}(\\\\?/)${a.month}\\1${escapeRe(a.base)}(?=[-.])`, 'g'),
      `${ref.year}$1${ref.month}$1${ref.base}`,
    )
    text = text.replace(new RegExp(`(${escapeRe(fx.site)}/)${escapeRe(a.slug)}/`, 'g'), `$1${ref.slug}/`)
  }
  return text
}

/** Guest commenters of the fixture, reused (name, e-mail, address, IP) across the threads. */
const GUESTS = [
  ['Lucía Fernández', 'lucia@example.com', 'https://luciafernandez.example.com/', '192.0.2.10'],
  ['Pedro Gómez', 'pedro@example.org', '', '198.51.100.7'],
  ['Carmen López', 'carmen@example.net', '', '203.0.113.5'],
  ['Irene Sanz', 'irene@example.com', '', '192.0.2.44'],
  ['Tomás', 'tomas@example.com', '', '192.0.2.45'],
  ['Óscar Martín', 'oscar@example.com', '', '192.0.2.60'],
  ['Anónimo', 'anonimo@example.com', '', '203.0.113.50'],
]

/** The comments of one post: threads of the fixture's comments, with new ids, dates and people. */
function commentsFor(fx, post, author, count, state, rand) {
  const pick = (ids) => fx.comments.get(ids[Math.floor(rand() * ids.length)])
  const out = []
  const thread = [] // ids of this post's comments that can be replied to
  let time = post.date + 3600000 * (1 + rand() * 20)
  for (let j = 0; j < count; j++) {
    const id = state.nextCommentId++
    const r = rand()
    const reply = thread.length > 0 && rand() < 0.35
    let template
    let person = GUESTS[Math.floor(rand() * GUESTS.length)]
    let userId = 0
    if (r < 0.01 && !reply) {
      template = fx.comments.get(15) // pingback
      person = null
    } else if (r < 0.83) {
      if (reply && rand() < 0.4) {
        template = pick([3, 10]) // the post's author answers
        person = [author.name, author.email, '', '192.0.2.1']
        userId = author.id
      } else template = reply ? pick([4, 11]) : pick([2, 5, 9, 14])
    } else if (r < 0.95)
      template = pick([6, 12]) // pending
    else template = fx.comments.get(8) // trash, with its _wp_trash_meta_*
    let text = template
    text = setTag(text, 'wp:comment_id', String(id))
    if (person) {
      text = setTag(text, 'wp:comment_author', person[0])
      text = setTag(text, 'wp:comment_author_email', person[1])
      text = setTag(text, 'wp:comment_author_url', person[2])
      text = setTag(text, 'wp:comment_author_IP', person[3])
    }
    text = setTag(text, 'wp:comment_date', mysql(local(time)))
    text = setTag(text, 'wp:comment_date_gmt', mysql(time))
    const parent = reply && person ? thread[Math.floor(rand() * thread.length)] : 0
    text = setTag(text, 'wp:comment_parent', String(parent))
    text = setTag(text, 'wp:comment_user_id', String(userId))
    out.push(text)
    // Replies go to approved comments (a reader sees only those).
    if (person && getTag(template, 'wp:comment_approved') === '1') thread.push(id)
    time += Math.round(600000 + rand() * 2 * 86400000)
  }
  return out.join('\n\t\t\t\t\t')
}

function postItem(fx, post, { author, mapping, comments, linkOf }) {
  const t = post.template
  let text = t.body
  text = setTag(text, 'title', post.k > 1 ? `${t.title} (${post.k})` : t.title)
  text = setTag(text, 'link', post.link)
  text = setTag(
    text,
    'guid',
    post.link.includes('?p=') && t.status !== 'trash'
      ? post.link
      : post.link.replace(`?p=${post.id}`, `${folderOf(local(post.date)).join('/')}/${post.slug}/`),
  )
  if (getTag(t.text, 'pubDate')) text = setTag(text, 'pubDate', rfc2822(post.date))
  text = setTag(text, 'dc:creator', author.login)
  text = setTag(text, 'wp:post_id', String(post.id))
  text = setTag(text, 'wp:post_date', mysql(local(post.date)))
  text = setTag(text, 'wp:post_modified', mysql(local(post.date)))
  if (!t.gmtZero) {
    text = setTag(text, 'wp:post_date_gmt', mysql(post.date))
    text = setTag(text, 'wp:post_modified_gmt', mysql(post.date))
  }
  if (t.slug) {
    text = setTag(text, 'wp:post_name', t.status === 'trash' ? `${post.slug}__trashed` : post.slug)
    if (t.status === 'trash') text = setMeta(text, '_wp_desired_post_slug', post.slug)
  }
  if (t.thumb) text = setMeta(text, '_thumbnail_id', String(mapping.get(t.thumb).id))
  text = remapAttachments(fx, text, mapping)
  // Links to the fixture's other posts lead to a generated copy of them.
  for (const other of fx.posts.values()) {
    if (other.id === t.id || !other.link.includes(`/${other.slug}/`)) continue
    const to = linkOf(other.id)
    if (to) text = text.split(other.link).join(to)
  }
  return text.replace('\u0000', comments)
}

// ---------------------------------------------------------------- main
/** Options as the command line gives them: `{ out, scale?, posts?, comments?, attachments?, seed? }`. */
export async function generateLargeWxr(options) {
  const opts = parseArgs([
    options.out,
    ...Object.entries(options)
      .filter(([k, v]) => k !== 'out' && v !== undefined)
      .map(([k, v]) => `--${k}=${v}`),
  ])
  const rand = random(opts.seed)
  const fx = readFixture()
  const posts = plan(fx, opts, rand)
  const authors = fx.authors.filter((a) => a.login !== 'admin')
  const byLogin = new Map(fx.authors.map((a) => [a.login, a]))

  // The newest published copy of each fixture post (for links), and the first one (for the menu).
  const firstCopy = new Map()
  for (const p of posts) if (p.published && !firstCopy.has(p.template.id)) firstCopy.set(p.template.id, p)
  const lastCopy = new Map()
  const linkOf = (id) => (lastCopy.get(id) ?? firstCopy.get(id))?.link ?? null

  const out = createWriteStream(opts.out, { highWaterMark: 1 << 20 })
  const write = async (s) => {
    if (!out.write(s)) await once(out, 'drain')
  }
  const counts = { posts: 0, attachments: fx.attachments.size, comments: 0, pages: 0, menu: 0 }
  await write(fx.header)
  // The fixture's own items other than posts: attachments (kept: ids the pages use), pages, forms,
  // Elementor library, menu items (the one that pointed to post 1965 points to its first copy).
  for (const it of [...fx.attachments.values(), ...fx.kept]) {
    let text = it.text
    if (it.type === 'nav_menu_item') {
      counts.menu++
      const target = /_menu_item_object_id\]\]><\/wp:meta_key>\s*<wp:meta_value><!\[CDATA\[(\d+)/.exec(text)?.[1]
      const copy = target && fx.posts.has(Number(target)) ? firstCopy.get(Number(target)) : null
      if (copy) text = setMeta(text, '_menu_item_object_id', String(copy.id))
    }
    if (it.type === 'page') counts.pages++
    await write(`\n${text}`)
  }

  const latest = new Map() // fixture attachment id → the newest clone of it
  const clones = new Map()
  const state = { nextCommentId: 100 }
  for (const post of posts) {
    const author = byLogin.get(authors[Math.floor(rand() * authors.length)].login)
    const t = post.template
    // This post's uploads: the images it shows first (featured image, then the content's), then any.
    const allFixture = [...fx.attachments.keys()]
    for (const [j, id] of post.attachmentIds.entries()) {
      const from = fx.attachments.get(t.refs[j] ?? allFixture[Math.floor(rand() * allFixture.length)])
      const n = (clones.get(from.id) ?? 1) + 1
      clones.set(from.id, n)
      const time = post.created - (post.attachmentIds.length - j) * 60000
      const { text, ref } = attachmentItem(fx, from, { id, n, post, time, author })
      latest.set(from.id, ref)
      await write(`\n${text}`)
    }
    const mapping = new Map(t.refs.map((id) => [id, latest.get(id) ?? { id, ...fx.attachments.get(id) }]))
    const comments = commentsFor(fx, post, author, post.comments, state, rand)
    await write(`\n${postItem(fx, post, { author, mapping, comments, linkOf })}`)
    if (post.published) lastCopy.set(t.id, post)
    counts.posts++
    counts.attachments += post.attachmentIds.length
    counts.comments += post.comments
  }
  await write(fx.footer)
  out.end()
  await once(out, 'finish')
  return { ...counts, bytes: out.bytesWritten, seed: opts.seed }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  let opts
  try {
    opts = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
  const started = performance.now()
  const counts = await generateLargeWxr({ ...opts, scale: 1 })
  const { statSync } = await import('node:fs')
  const mb = (statSync(opts.out).size / 1048576).toFixed(1)
  console.log(
    `• ${opts.out}: ${mb} MB, ${counts.posts} entradas, ${counts.comments} comentarios, ${counts.attachments} adjuntos, ${counts.menu} elementos de menú (semilla ${opts.seed}, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )
}
