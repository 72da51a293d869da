import { BREAKPOINTS } from '@/lib/constants'

/**
 * The header without JavaScript, for the site layout's <noscript> style: submenus open on hover
 * and focus, and the menu the button would fold stays unfolded. Up to tablets that makes the
 * header several lines tall, so there it scrolls away with the page instead of sticking: it
 * would cover a good part of a phone's screen, and more than the scroll padding leaves clear
 * above an anchor's target.
 */
export const HEADER_NOSCRIPT_CSS = [
  '.main-nav li:hover>.sub-menu,.main-nav li:focus-within>.sub-menu{display:block}',
  '.main-nav .menu{display:flex}.menu-toggle{display:none}',
  `@media (max-width:${BREAKPOINTS.tablet}px){.site-header{position:static}}`,
].join('')
