/**
 * Share networks of the page builder's list that no longer take shares. Those with a successor
 * share there, under the successor's name (a link must say where it goes); those without one are
 * left out of the page rather than drawn as buttons that lead to an error page.
 */
export type RetiredShareNetwork = { reason: string; successor?: { name: string; title: string } }

export const RETIRED_SHARE_NETWORKS: Readonly<Record<string, RetiredShareNetwork>> = {
  // Twitter is X; the old intent address only redirects there.
  twitter: { reason: 'ahora es X', successor: { name: 'x-twitter', title: 'X' } },
  // Skype closed in May 2025 and Microsoft moved its users to Teams, whose web share page stays.
  skype: {
    reason: 'cerró en 2025; se comparte en Microsoft Teams',
    successor: { name: 'teams', title: 'Microsoft Teams' },
  },
  // StumbleUpon closed in 2018 and moved its accounts to Mix.
  stumbleupon: { reason: 'cerró en 2018; se comparte en Mix', successor: { name: 'mix', title: 'Mix' } },
  // Digg's relaunch has no page for submitting a link, and Pocket closed in July 2025.
  digg: { reason: 'ya no admite enlaces para compartir; no se muestra' },
  pocket: { reason: 'cerró en 2025; no se muestra' },
}
