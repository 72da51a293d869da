import { escHtml } from '@/lib/html'

import { COMMENT_TEXTS } from './texts'

/**
 * The first layer of the data-protection notice the RGPD and the LOPDGDD ask for beside a form
 * that collects personal data: who, why, on what basis, to whom, the visitor's rights, and the
 * link to the full policy.
 */
export function renderPrivacyNotice({ controller, privacyUrl }: { controller: string; privacyUrl: string }): string {
  const t = COMMENT_TEXTS.privacy
  const item = (term: string, text: string) => `<li><strong>${term}:</strong> ${text}</li>`
  // The address comes from the site's settings; anything but a path or a web address is dropped.
  const href = /^(?:\/(?!\/)|https?:\/\/)/i.test(privacyUrl) ? privacyUrl : '/'
  return [
    '<div class="comment-privacy">',
    `<p class="comment-privacy-title">${t.title}</p>`,
    '<ul>',
    item(t.controller, escHtml(controller)),
    item(...t.purpose),
    item(...t.legitimation),
    item(...t.recipients),
    item(...t.rights),
    item(t.more, `en nuestra <a href="${escHtml(href)}">${t.policy}</a>.`),
    '</ul>',
    '</div>',
  ].join('\n')
}
