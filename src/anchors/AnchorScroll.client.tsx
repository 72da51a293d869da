'use client'

import { useEffect } from 'react'

import { startAnchorScroll } from './startAnchorScroll'

/**
 * Smooth, focus-moving anchor links for the whole site (mounted once, in the site layout). It
 * renders nothing; without JavaScript the links still jump, below the header, through the page's
 * scroll padding. The script is under 1.5 KB, so it ships with the layout rather than as a chunk
 * fetched on every page.
 */
export function AnchorScroll() {
  useEffect(() => startAnchorScroll(), [])
  return null
}
