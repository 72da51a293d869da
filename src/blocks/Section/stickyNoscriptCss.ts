import { BREAKPOINTS } from '@/lib/constants'

/**
 * Without JavaScript a sticky section still sticks, by CSS alone, on the devices its editor chose
 * (the section names them in `data-sticky-devices`). For the site layout's <noscript> style. The
 * selectors outweigh `.block-section.has-bg`'s `position: relative`, which the other devices get
 * back (it holds a background's shade).
 */
export const STICKY_NOSCRIPT_CSS = [
  'section.block-section[data-sticky]{position:sticky;z-index:40}',
  'section.block-section[data-sticky=top]{top:calc(var(--header-height) + var(--sticky-offset,0px))}',
  'section.block-section[data-sticky=bottom]{bottom:var(--sticky-offset,0px)}',
  'section.block-section[data-sticky]:not(.tone-dark){background-color:var(--color-bg)}',
  `@media (max-width:${BREAKPOINTS.mobile}px){section.block-section[data-sticky]:not([data-sticky-devices~=mobile]){position:relative}}`,
  `@media (min-width:${BREAKPOINTS.mobile + 1}px) and (max-width:${BREAKPOINTS.tablet}px){section.block-section[data-sticky]:not([data-sticky-devices~=tablet]){position:relative}}`,
  `@media (min-width:${BREAKPOINTS.tablet + 1}px){section.block-section[data-sticky]:not([data-sticky-devices~=desktop]){position:relative}}`,
  // Up to tablets the header scrolls away without JavaScript (see HEADER_NOSCRIPT_CSS): nothing to stay below.
  `@media (max-width:${BREAKPOINTS.tablet}px){section.block-section[data-sticky=top]{top:var(--sticky-offset,0px)}}`,
].join('')
