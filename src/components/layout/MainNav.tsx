import React, { useMemo } from 'react';
import { Link } from 'gatsby';
import { ABOUT_MENU, buildDestinationsMenu, buildToursMenu, type NavLink } from '../../lib/navigation';
import type { LayoutData } from './useLayoutData';
import * as styles from './MainNav.module.css';

export type SubMenuId = 'tours' | 'destinations' | 'about';

export interface MainNavProps {
  data: LayoutData;
  openMenu: SubMenuId | null;
  onToggle: (id: SubMenuId) => void;
  /** Back (mobile) and following a link close every sub-menu. */
  onCloseAll: () => void;
  /** Following a link also closes the mobile navigation. */
  onNavigate: () => void;
  mobileOpen: boolean;
  id: string;
  /** Extra items at the end of the mobile navigation (Contact Us). */
  mobileExtras?: React.ReactNode;
}

const Chevron = () => (
  <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d="M6 9l6 6 6-6" />
  </svg>
);

const ExternalIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

function MenuLink({ link, onNavigate, className }: { link: NavLink; onNavigate: () => void; className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label} <ExternalIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/**
 * The main navigation (SPEC 2.1): Tours, Destinations, Reviews, About, Deals. Sub-menus are
 * disclosure buttons (aria-expanded / aria-controls) that toggle per item; closed panels are
 * `hidden`, so their links are out of the tab order. On phones the list is the mobile menu and
 * an open sub-menu covers it, with Back to return.
 */
export function MainNav({ data, openMenu, onToggle, onCloseAll, onNavigate, mobileOpen, id, mobileExtras }: MainNavProps) {
  const settings = data.siteSettings;
  const tours = useMemo(
    () => buildToursMenu(data.allTourCategory.nodes, settings.snow_safari_tour?.absolute_slug, settings.private_tours_url),
    [data.allTourCategory.nodes, settings.snow_safari_tour, settings.private_tours_url],
  );
  const destinations = useMemo(() => buildDestinationsMenu(data.allDestination.nodes), [data.allDestination.nodes]);

  const toggle = (menu: SubMenuId, label: string) => (
    <button
      type="button"
      className={styles.topItem}
      aria-expanded={openMenu === menu}
      aria-controls={`${id}-${menu}`}
      onClick={() => onToggle(menu)}
      data-menu={menu}
    >
      {label}
      <Chevron />
    </button>
  );

  const panel = (menu: SubMenuId, title: string, children: React.ReactNode) => (
    <div id={`${id}-${menu}`} className={styles.panel} hidden={openMenu !== menu}>
      <div className={styles.panelHead}>
        <button type="button" className={styles.back} onClick={onCloseAll}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          Back
        </button>
        <p className={styles.panelTitle} aria-hidden="true">
          {title}
        </p>
      </div>
      <div className={`container ${styles.panelBody}`}>{children}</div>
    </div>
  );

  return (
    <nav aria-label="Main" id={id} className={`${styles.nav} ${mobileOpen ? styles.mobileOpen : ''}`}>
      <ul className={styles.list}>
        <li className={styles.item}>
          {toggle('tours', 'Tours')}
          {panel(
            'tours',
            'Tours',
            <>
              <MenuLink link={tours.viewAll} onNavigate={onNavigate} className={styles.viewAll} />
              <div className={styles.columns}>
                {tours.groups.map((group) => (
                  <div key={group.href} className={styles.column}>
                    <MenuLink link={group} onNavigate={onNavigate} className={styles.groupTitle} />
                    <ul className={styles.links}>
                      {group.links.map((link) => (
                        <li key={link.href}>
                          <MenuLink link={link} onNavigate={onNavigate} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
                <div className={styles.column}>
                  <p className={styles.groupTitle}>Travelling as a group?</p>
                  <ul className={styles.links}>
                    <li>
                      <MenuLink link={tours.privateTours} onNavigate={onNavigate} />
                    </li>
                  </ul>
                </div>
              </div>
            </>,
          )}
        </li>
        <li className={styles.item}>
          {toggle('destinations', 'Destinations')}
          {panel(
            'destinations',
            'Destinations',
            <>
              <MenuLink link={destinations.viewAll} onNavigate={onNavigate} className={styles.viewAll} />
              <div className={styles.columns}>
                {(
                  [
                    ['North Island', destinations.north],
                    ['South Island', destinations.south],
                  ] as const
                ).map(([island, links]) => (
                  <div key={island} className={styles.column}>
                    <p className={styles.groupTitle}>{island}</p>
                    <ul className={`${styles.links} ${styles.twoColumns}`}>
                      {links.map((link) => (
                        <li key={link.href}>
                          <MenuLink link={link} onNavigate={onNavigate} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </>,
          )}
        </li>
        <li className={styles.item}>
          <Link to="/about-us/reviews/" className={styles.topItem} onClick={onNavigate}>
            Reviews
          </Link>
        </li>
        <li className={styles.item}>
          {toggle('about', 'About')}
          {panel(
            'about',
            'About',
            <ul className={`${styles.links} ${styles.aboutLinks}`}>
              <li>
                <Link to="/about-us/" onClick={onNavigate}>
                  About us
                </Link>
              </li>
              {ABOUT_MENU.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>,
          )}
        </li>
        <li className={styles.item}>
          <Link to="/discounts/" className={styles.topItem} onClick={onNavigate}>
            Deals
          </Link>
        </li>
        {mobileExtras && <li className={`${styles.item} ${styles.mobileOnly}`}>{mobileExtras}</li>}
      </ul>
    </nav>
  );
}
