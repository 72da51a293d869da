/**
 * A copy of a string that keeps none of the larger string it may have been cut from. V8 keeps a
 * slice (or a concatenation) pointing into its source: a title cut from a megabyte of the export
 * would keep that megabyte alive for as long as the title is kept (in the plan, in the report).
 */
export const ownString = (s: string): string => (s.length > 12 ? Buffer.from(s, 'utf8').toString('utf8') : s)
