'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { BREAKPOINTS, MENU } from '@/lib/constants'

import { containsPath, type MenuItem } from './menuTypes'

/**
 * The main menu as a disclosure navigation: each submenu has its own toggle button, opens on hover
 * after 250 ms and closes 500 ms after the pointer leaves (so a diagonal move does not drop it),
 * and works fully from the keyboard. At the tablet breakpoint it folds behind a "Menú" button.
 * Without JavaScript, CSS opens submenus on hover and focus.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const pathname = normalise(usePathname())
  const { open, openNow, closeNow, closeAll, onEnter, onLeave } = useSubmenus()
  const [mobileOpen, setMobileOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)

  // A new page closes whatever was open.
  useEffect(() => {
    closeAll()
    setMobileOpen(false)
  }, [pathname, closeAll])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const li = (event.target as HTMLElement).closest('li.menu-item-has-children[data-open="true"]')
    const id = li?.getAttribute('data-id')
    if (id) {
      closeNow(id)
      li?.querySelector<HTMLButtonElement>(':scope > .submenu-toggle')?.focus()
    } else if (mobileOpen) {
      setMobileOpen(false)
      navRef.current?.querySelector<HTMLButtonElement>('.menu-toggle')?.focus()
    }
  }

  const renderItems = (list: MenuItem[], depth: number) => {
    const siblingIds = list.map((i) => i.id)
    return list.map((item) => {
      const current = item.href === pathname
      const ancestor = !current && containsPath(item, pathname)
      const hasChildren = item.children.length > 0
      const isOpen = open.includes(item.id)
      const classes = [
        'menu-item',
        hasChildren && 'menu-item-has-children',
        current && 'current-menu-item',
        ancestor && 'current-menu-ancestor',
      ].filter(Boolean)
      const submenuId = `submenu-${item.id}`
      return (
        <li
          key={item.id}
          className={classes.join(' ')}
          data-id={item.id}
          data-open={hasChildren ? String(isOpen) : undefined}
          onMouseEnter={hasChildren ? () => onEnter(item.id, siblingIds) : undefined}
          onMouseLeave={hasChildren ? () => onLeave(item.id) : undefined}
          onBlur={
            hasChildren
              ? (e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeNow(item.id)
                }
              : undefined
          }
        >
          {item.href ? (
            <a href={item.href} aria-current={current ? 'page' : undefined}>
              {item.label}
            </a>
          ) : (
            <span className="menu-item__label">{item.label}</span>
          )}
          {hasChildren && (
            <>
              <button
                type="button"
                className="submenu-toggle"
                aria-expanded={isOpen}
                aria-controls={submenuId}
                onClick={() => (isOpen ? closeNow(item.id) : openNow(item.id, siblingIds))}
              >
                <span className="visually-hidden">Submenú de {item.label}</span>
              </button>
              <ul className="sub-menu" id={submenuId} data-depth={depth + 1}>
                {renderItems(item.children, depth + 1)}
              </ul>
            </>
          )}
        </li>
      )
    })
  }

  return (
    // Escape and the arrow keys bubble up from the menu's links and buttons to one listener here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys are handled for its interactive children
    <nav
      className="main-nav js-menu"
      aria-label="Menú principal"
      ref={navRef}
      onKeyDown={onKeyDown}
      data-mobile-open={mobileOpen}
    >
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={mobileOpen}
        aria-controls="primary-menu"
        onClick={() => setMobileOpen((v) => !v)}
      >
        Menú
      </button>
      <ul className="menu" id="primary-menu">
        {renderItems(items, 0)}
      </ul>
    </nav>
  )
}

/**
 * Which submenus are open, and the pointer's delays on a desktop: one opens 250 ms after the
 * pointer enters and closes 500 ms after it leaves; the timers go with the menu.
 */
function useSubmenus() {
  const [open, setOpen] = useState<string[]>([])
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const clear = (id: string) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
  }
  const openNow = useCallback((id: string, siblings: string[]) => {
    // Opening one submenu closes its siblings (and what they had open).
    setOpen((current) => [...current.filter((o) => !siblings.includes(o)), id])
  }, [])
  const closeNow = useCallback((id: string) => setOpen((current) => current.filter((o) => o !== id)), [])
  const closeAll = useCallback(() => setOpen([]), [])

  const onEnter = (id: string, siblings: string[]) => {
    if (!isDesktop()) return
    clear(id)
    timers.current.set(
      id,
      setTimeout(() => openNow(id, siblings), MENU.showDelayMs),
    )
  }
  const onLeave = (id: string) => {
    if (!isDesktop()) return
    clear(id)
    timers.current.set(
      id,
      setTimeout(() => closeNow(id), MENU.hideDelayMs),
    )
  }

  useEffect(() => {
    const all = timers.current
    return () => all.forEach((t) => clearTimeout(t))
  }, [])

  return { open, openNow, closeNow, closeAll, onEnter, onLeave }
}

const isDesktop = () => window.matchMedia(`(min-width: ${BREAKPOINTS.tablet + 1}px)`).matches

/** Paths compare with their trailing slash, as the menu's links are written. */
function normalise(path: string | null): string {
  if (!path) return '/'
  return path.endsWith('/') ? path : `${path}/`
}
