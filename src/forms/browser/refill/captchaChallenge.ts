/** The image-CAPTCHA challenge of a refill URL: the digits before `.png`, `.gif` or `.jpeg`. */
export function captchaChallenge(url: string): string | undefined {
  return /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1]
}
