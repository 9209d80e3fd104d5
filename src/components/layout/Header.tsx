import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { useAppSelector } from '../../state/store';
import * as styles from './Header.module.css';

export interface HeaderProps {
  /** Top-aligned pages show the active (solid) header from the start. */
  forceActive?: boolean;
}

export function Header({ forceActive = false }: HeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const authenticated = useAppSelector((state) => state.session.authenticated);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const active = forceActive || scrolled;
  return (
    <header className={`${styles.header} ${active ? styles.active : ''}`} data-active={active}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo}>
          Kea Trails
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <Link to="/tours/">Tours</Link>
          <Link to="/destinations/">Destinations</Link>
          <Link to="/about-us/reviews/">Reviews</Link>
          <Link to="/about-us/">About</Link>
          <Link to="/discounts/">Deals</Link>
        </nav>
        <div className={styles.actions}>
          <Link to="/contact-us/" className="button">
            Contact Us
          </Link>
          <Link to={authenticated ? '/user/' : '/user/sign-in/'} className={styles.user} aria-label={authenticated ? 'My account' : 'Sign in'}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
            </svg>
          </Link>
        </div>
      </div>
    </header>
  );
}
