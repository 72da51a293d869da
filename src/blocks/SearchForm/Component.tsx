import { SearchForm } from '@/components/SearchForm'
import type { SearchFormBlock } from '@/payload-types'

export function SearchFormComponent({ label, placeholder, buttonText }: SearchFormBlock) {
  return (
    <SearchForm
      label={label || undefined}
      placeholder={placeholder || undefined}
      buttonText={buttonText || undefined}
    />
  )
}
