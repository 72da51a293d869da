// Both written links and HTML anchors, as spam usually carries one or the other.
const LINK = /https?:\/\/|<a[\s>]/gi

/** How many links a text holds: `http://` and `https://` occurrences plus `<a` tags. */
export const countLinks = (text: string): number => text.match(LINK)?.length ?? 0
