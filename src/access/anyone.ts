import type { Access } from 'payload'

/** Anyone, signed in or not. Used only for what is public by nature (published media files). */
export const anyone: Access = () => true
