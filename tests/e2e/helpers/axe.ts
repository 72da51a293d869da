import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The rules the site is held to: WCAG 2.2 AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The page's serious and critical axe violations (WCAG 2.2 AA), or those inside `include`; an empty
 * list when there are none. Each is «label rule: up to three of its elements», so a failure says
 * where to look; the label names the viewport or the state checked.
 */
export async function seriousViolations(
  page: Page,
  { label, include }: { label?: string; include?: string } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label ? `${label} ` : ''}${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    )
}
