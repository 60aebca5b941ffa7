'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

export type NavItem = {
  label: string
  href: string | null
  external?: boolean
  children?: { label: string; href: string; description?: string | null; external?: boolean }[]
}

type Labels = { nav: string; open: string; close: string }

/** A sub-menu lists its parent's own target first when no child already links there. */
function withParent(item: NavItem): NonNullable<NavItem['children']> {
  const children = item.children ?? []
  if (!item.href || children.some((child) => child.href === item.href)) return children
  return [{ label: item.label, href: item.href, external: item.external }, ...children]
}

function ItemLink({
  href,
  external,
  className,
  children,
  current,
}: {
  href: string
  external?: boolean
  className?: string
  children: ReactNode
  current?: boolean
}) {
  if (external) {
    return (
      <a className={className} href={href} rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <Link className={className} href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}

/**
 * Main navigation. On small screens a button shows and hides it (Escape closes and returns focus);
 * items with a sub-menu open it with a disclosure button.
 */
export function NavMenu({
  items,
  labels,
  actions,
}: {
  items: NavItem[]
  labels: Labels
  actions?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<number | null>(null)
  const pathname = usePathname()
  const toggle = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const id = useId()
  const panelId = `${id}-panel`

  // A navigation closes the menu: state adjusted while rendering, not in an effect.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
    setExpanded(null)
  }

  // The open mobile panel covers the page: keep the page behind it from scrolling.
  useEffect(() => {
    if (!open) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [open])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (expanded !== null) {
        const button = navRef.current?.querySelector<HTMLButtonElement>(
          `[data-submenu="${expanded}"]`,
        )
        setExpanded(null)
        button?.focus()
      } else if (open) {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (expanded !== null && navRef.current && !navRef.current.contains(event.target as Node))
        setExpanded(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, expanded])

  const isCurrent = (href: string | null) =>
    Boolean(href && pathname && (pathname === href || pathname.startsWith(`${href}/`)))

  return (
    <nav className="site-nav" aria-label={labels.nav} ref={navRef} data-open={open || undefined}>
      <button
        ref={toggle}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        <span>{open ? labels.close : labels.open}</span>
      </button>
      <div className="site-nav__panel" id={panelId}>
        {items.length ? (
          <ul className="site-nav__list">
            {items.map((item, index) => (
              <li
                key={`${item.label}-${index}`}
                className="site-nav__item"
                data-has-children={item.children?.length ? true : undefined}
              >
                {item.children?.length ? (
                  <>
                    <button
                      type="button"
                      className="site-nav__link site-nav__expand"
                      data-submenu={index}
                      aria-expanded={expanded === index}
                      aria-controls={`${id}-sub-${index}`}
                      onClick={() => setExpanded((value) => (value === index ? null : index))}
                    >
                      {item.label}
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        width="16"
                        height="16"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                      >
                        <path d="M6 9l6 6 6-6" />
                      </svg>
                    </button>
                    <ul
                      className="site-nav__sub"
                      id={`${id}-sub-${index}`}
                      hidden={expanded !== index}
                    >
                      {withParent(item).map((child) => (
                        <li key={child.href}>
                          <ItemLink
                            className="site-nav__sublink"
                            href={child.href}
                            external={child.external}
                            current={pathname === child.href}
                          >
                            <span className="site-nav__sublabel">{child.label}</span>
                            {child.description ? (
                              <span className="site-nav__subtext">{child.description}</span>
                            ) : null}
                          </ItemLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : item.href ? (
                  <ItemLink
                    className="site-nav__link"
                    href={item.href}
                    external={item.external}
                    current={isCurrent(item.href)}
                  >
                    {item.label}
                  </ItemLink>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className="site-nav__actions">{actions}</div> : null}
      </div>
    </nav>
  )
}
