import { cacheTags } from '@/revalidation/cacheTags'
import { expireTagsHook } from '@/revalidation/expireTagsHook'

/**
 * Forms are drawn into prerendered pages: a changed or deleted form draws again the pages that
 * place it (their renders carry its tag), and only those.
 */
export const revalidateFormPages = expireTagsHook((form: { id: number }) => [cacheTags.form(form.id)])
