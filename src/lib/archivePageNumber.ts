/** The n of a list's /page/{n}/ address; NaN for anything but a plain number (the page is then not found). */
export const archivePageNumber = (n: string) => (/^\d{1,4}$/.test(n) ? Number(n) : NaN)
