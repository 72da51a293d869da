/**
 * The REST namespaces this site serves under /wp-json/, as WordPress lists them in its index.
 * Each subsystem that adds routes (contact forms, the posts loop) adds its namespace here.
 */
export const REST_NAMESPACES: string[] = ['contact-form-7/v1', 'revela/v1']
