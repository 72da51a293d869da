const NAMESPACE = 'contact-form-7/v1'

/**
 * The URL of a CF7 endpoint under the REST root. With plain permalinks the root already holds a
 * query (`/?rest_route=/`), so the path's own `?` becomes `&`, as CF7's api-fetch does.
 */
export function apiUrl(root: string, endpoint: string): string {
  let path = `${NAMESPACE}/${endpoint.replace(/^\//, '')}`
  if (root.includes('?')) path = path.replace('?', '&')
  return root + path
}
