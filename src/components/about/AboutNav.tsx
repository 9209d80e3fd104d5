import React from 'react';
import { Link } from 'gatsby';
import * as styles from './AboutNav.module.css';

/** The about pages, in the order of the About sub-menu (SPEC 2.1), then reviews and awards. */
export const ABOUT_PAGES = [
  { path: '/about-us/our-trips/', label: 'Our trips', blurb: 'How our small-group tours run, day by day.' },
  { path: '/about-us/our-story/', label: 'Our story', blurb: 'How two friends and one minibus became Kea Trails.' },
  { path: '/about-us/our-purpose/', label: 'Our purpose', blurb: 'Travel that leaves places better: our B Corp commitments.' },
  { path: '/about-us/our-people/', label: 'Our people', blurb: 'Meet the guides and the crew behind every trip.' },
  { path: '/about-us/inbound-operator-services/', label: 'DMC services', blurb: 'Ground handling for agents and inbound operators.' },
  { path: '/about-us/faqs/', label: 'FAQs', blurb: 'Deposits, date changes, what to pack and more.' },
  { path: '/about-us/reviews/', label: 'Reviews', blurb: 'What our travellers say about their trips.' },
  { path: '/about-us/our-awards/', label: 'Our awards', blurb: 'Recognition from the travel industry.' },
];

/** Side menu of the about section; marks the current page. */
export function AboutNav({ current }: { current: string }) {
  return (
    <nav aria-label="About us" className={styles.nav}>
      <h2 className={styles.title}>About us</h2>
      <ul className={styles.list}>
        {ABOUT_PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className={styles.link} aria-current={page.path === current ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
