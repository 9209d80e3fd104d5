import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { throttle, SCROLL_THROTTLE_MS } from '../../lib/throttle';
import { MainNav, type SubMenuId } from './MainNav';
import { UserMenu } from './UserMenu';
import { useLayoutData } from './useLayoutData';
import { useScrollFreeze } from './useScrollFreeze';
import * as styles from './Header.module.css';

export interface HeaderProps {
  /** Top-aligned pages show the active (solid) header from the start (SPEC 2.1). */
  forceActive?: boolean;
}

/**
 * The mobile menu applies up to 899px. SPEC 9 puts the break at 767px, but the full navigation
 * (logo, five items, Contact Us, the account menu) needs about 815px: on tablets in portrait
 * (768 to 899px) 'Deals' slid under Contact Us (issue 23), so they get the hamburger as well.
 */
export const MOBILE_MENU_MAX_WIDTH = 899;
export const MOBILE_MENU_QUERY = `(max-width: ${MOBILE_MENU_MAX_WIDTH}px)`;

/**
 * The site header (SPEC 2.1, 4.7): logo, main navigation with its sub-menus, Contact Us, the
 * account menu and, on phones, the hamburger. It turns active (solid) once the page has
 * scrolled, checked by one scroll handler throttled to 66 ms. Escape closes the open sub-menu
 * (then the mobile menu) and puts focus back on the button that opened it.
 */
export function Header({ forceActive = false }: HeaderProps) {
  const data = useLayoutData();
  const [scrolled, setScrolled] = useState(false);
  const [openMenu, setOpenMenu] = useState<SubMenuId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const navId = 'main-navigation';

  useScrollFreeze(mobileOpen);

  useEffect(() => {
    const update = throttle(() => setScrolled(window.scrollY > 10), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);

  // Growing past the phone breakpoint leaves no mobile menu open behind the desktop one.
  useEffect(() => {
    if (!window.matchMedia) return undefined;
    const query = window.matchMedia(MOBILE_MENU_QUERY);
    const onChange = () => {
      if (!query.matches) setMobileOpen(false);
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  const closeAll = useCallback(() => setOpenMenu(null), []);
  const onNavigate = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);
  const toggleMenu = useCallback((id: SubMenuId) => setOpenMenu((current) => (current === id ? null : id)), []);

  useEffect(() => {
    if (!openMenu && !mobileOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openMenu) {
        const button = headerRef.current?.querySelector<HTMLButtonElement>(`button[data-menu="${openMenu}"]`);
        setOpenMenu(null);
        button?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
        hamburgerRef.current?.focus();
      }
    };
    // A click anywhere outside the header closes an open sub-menu (desktop).
    const onPointerDown = (event: PointerEvent) => {
      if (openMenu && !headerRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openMenu, mobileOpen]);

  // Tabbing out of the header closes its sub-menu, so a panel never hides the page being read.
  const onBlur = (event: React.FocusEvent) => {
    if (openMenu && event.relatedTarget && !headerRef.current?.contains(event.relatedTarget as Node)) setOpenMenu(null);
  };

  const active = forceActive || scrolled || mobileOpen || openMenu !== null;
  const contact = (
    <Link to="/contact-us/" className={`button ${styles.contact}`} onClick={onNavigate}>
      Contact Us
    </Link>
  );

  return (
    <header ref={headerRef} className={`${styles.header} ${active ? styles.active : ''}`} data-active={active} onBlur={onBlur}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} onClick={onNavigate}>
          <svg className={styles.mark} viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
            <path d="M3 26L13 9l6 10 4-6 6 13z" fill="currentColor" opacity="0.9" />
            <circle cx="24" cy="7" r="3" fill="#f59e0b" />
          </svg>
          {data.siteSettings.brand_name}
        </Link>
        <MainNav
          id={navId}
          data={data}
          openMenu={openMenu}
          onToggle={toggleMenu}
          onCloseAll={closeAll}
          onNavigate={onNavigate}
          mobileOpen={mobileOpen}
          mobileExtras={contact}
        />
        <div className={styles.actions}>
          <span className={styles.desktopContact}>{contact}</span>
          <UserMenu />
          <button
            ref={hamburgerRef}
            type="button"
            className={styles.hamburger}
            aria-expanded={mobileOpen}
            aria-controls={navId}
            aria-label="Menu"
            onClick={() => {
              setMobileOpen((open) => !open);
              setOpenMenu(null);
            }}
          >
            <span className={styles.burger} data-open={mobileOpen} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}
