/**
 * Our own simple line glyphs for the share buttons, 24 × 24, drawn with a 2-unit round stroke in
 * the text's colour: a few hundred bytes in the HTML, no icon font, no request. Networks without a
 * glyph of their own use the generic «share» one.
 */
export const SHARE_ICONS: Readonly<Record<string, readonly string[]>> = {
  share: [
    'M18 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
    'M6 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
    'M18 16.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
    'M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1',
  ],
  facebook: ['M10 21V8.5A4.5 4.5 0 0 1 14.5 4H16', 'M6.5 11H15'],
  'x-twitter': ['M4 4l11.5 16H20L8.5 4z', 'M20 4l-6.6 7.5M4 20l6.6-7.5'],
  linkedin: [
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
    'M8 11v5M8 8v.01M12 16v-5',
    'M12 13.5a2.5 2.5 0 0 1 5 0V16',
  ],
  pinterest: [
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
    'M10 19.5l2.2-9',
    'M11.2 14.6c2.6 1 5-.8 5-3.6 0-2.4-1.9-4-4.3-4-2.7 0-4.4 1.8-4.4 4 0 .9.3 1.7.8 2.2',
  ],
  whatsapp: [
    'M3.5 20.5l1.3-4A8.5 8.5 0 1 1 7.6 19.2z',
    'M9 9c0 3.3 2.7 6 6 6l.9-1.6-2-1-.9.9c-1-.4-1.9-1.3-2.3-2.3l.9-.9-1-2z',
  ],
  telegram: ['M21 4L3 11l6.5 2.5L12 20l3.3-4.4L20 19z', 'M9.5 13.5L21 4'],
  email: ['M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z', 'M3.5 6.5L12 13l8.5-6.5'],
  print: ['M7 9V3h10v6', 'M7 18H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2', 'M7 14h10v7H7z'],
  reddit: [
    'M12 8.5c4.4 0 8 2.6 8 5.8S16.4 20 12 20s-8-2.5-8-5.7 3.6-5.8 8-5.8z',
    'M12 8.5l1.4-5 4.1 1',
    'M9 13.5h.01M15 13.5h.01M9.5 16.5c1.5.9 3.5.9 5 0',
  ],
  tumblr: ['M10 3v13a4 4 0 0 0 4 4h3', 'M7 9h9'],
}
