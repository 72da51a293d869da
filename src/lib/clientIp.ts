/**
 * The visitor's address: nginx's X-Real-IP, else the first X-Forwarded-For hop; '' when neither is
 * there (no proxy in front). Trusted as sent, which is why the site belongs behind deploy/nginx.conf.
 */
export function clientIp(request: Request): string {
  return (
    request.headers.get('x-real-ip')?.trim() ||
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    ''
  )
}
