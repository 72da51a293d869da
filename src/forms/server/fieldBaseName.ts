/** `name[]`, `name[3]`, `name[x]` → `name`: the field a posted value belongs to. */
export const fieldBaseName = (key: string): string => key.replace(/\[.*$/, '')
