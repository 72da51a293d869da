/** Everything that decides whether a carousel may move by itself at this moment. */
export type AutoplayConditions = {
  /** The editor turned autoplay on. */
  enabled: boolean
  /** There is somewhere to go: more snap points than one at the current breakpoint. */
  canScroll: boolean
  /** The visitor pressed «Pausar el carrusel» (WCAG 2.2.2). */
  userPaused: boolean
  /** The system asks for reduced motion. */
  reducedMotion: boolean
  /** The pointer is over the carousel. */
  hovered: boolean
  /** Keyboard focus is inside the carousel. */
  focused: boolean
}

/**
 * Whether the carousel advances on its own. It never moves while someone is reading it (pointer
 * over it, focus in it), after the visitor paused it, or when the system asks for reduced motion.
 */
export function shouldAutoplay(c: AutoplayConditions): boolean {
  return c.enabled && c.canScroll && !c.userPaused && !c.reducedMotion && !c.hovered && !c.focused
}
