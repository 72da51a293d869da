/**
 * The HTML comments around one loop's region in a page: the no-JavaScript view cuts the
 * prerendered page there and draws the page or filter asked for. The id keeps two loops apart.
 */
export const loopMarkers = (widgetId: string): readonly [string, string] => [
  `<!--revela:loop:${widgetId}-->`,
  `<!--/revela:loop:${widgetId}-->`,
]
