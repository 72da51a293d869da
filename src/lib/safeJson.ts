/**
 * JSON for a <script> element: "<" is escaped so that no value (a title an editor typed, say) can
 * close the element and inject markup.
 */
export const safeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
