/**
 * Opening the lightbox can wait on code (a video's plugin still downloading); each open takes a
 * turn, and one whose code arrives after a newer click (an image opened since) is dropped rather
 * than replacing what the visitor now looks at. Shared by image and action links.
 */
let latest = 0

/** Takes the next turn; pass it to isLatestTurn once the code is here. */
export const takeTurn = (): number => ++latest

export const isLatestTurn = (turn: number): boolean => turn === latest
