/**
 * CF7's unit tag, the id of a form's container and the anchor it posts back to: the form id, the
 * page holding it (left out when there is none) and the form's position among the forms on the page.
 */
export function unitTagFor(formId: number, containerPostId: number, n: number): string {
  return containerPostId > 0 ? `wpcf7-f${formId}-p${containerPostId}-o${n}` : `wpcf7-f${formId}-o${n}`
}
