import type { ButtonBlock } from '@/payload-types'

export function ButtonComponent({ label, href, variant, newTab }: ButtonBlock) {
  return (
    <p className="block-button">
      <a className={`button button--${variant ?? 'primary'}`} href={href} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {label}
      </a>
    </p>
  )
}
