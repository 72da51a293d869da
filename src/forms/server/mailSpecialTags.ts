import { LOCALE } from '@/lib/constants'

export interface SpecialTagFacts {
  siteTitle: string
  siteDescription: string
  siteUrl: string
  adminEmail: string
  remoteIp: string
  userAgent: string
  url: string
  formTitle: string
  serialNumber: string
  post: { id: number; slug: string; title: string; url: string } | null
  now: Date
}

const TIME_ZONE = 'Europe/Madrid'

/**
 * The values of CF7's special mail tags ([_site_title], [_date]…) for one submission. Dates and
 * times are the studio's (Madrid), written the Spanish way: "22 de noviembre de 2026", "21:30".
 */
export function mailSpecialTags(f: SpecialTagFacts): Record<string, string> {
  return {
    _site_title: f.siteTitle,
    _site_description: f.siteDescription,
    _site_url: f.siteUrl,
    _site_domain: new URL(f.siteUrl).hostname,
    _site_admin_email: f.adminEmail,
    _remote_ip: f.remoteIp,
    _user_agent: f.userAgent,
    _url: f.url,
    _date: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }).format(f.now),
    _time: new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: TIME_ZONE }).format(f.now),
    _invalid_fields: '0',
    _contact_form_title: f.formTitle,
    _serial_number: f.serialNumber,
    _post_id: f.post ? String(f.post.id) : '',
    _post_name: f.post?.slug ?? '',
    _post_title: f.post?.title ?? '',
    _post_url: f.post?.url ?? '',
    _post_author: '',
    _post_author_email: '',
  }
}
