import React from 'react';
import { Link } from 'gatsby';
import type { HomeClaims } from './home-types';
import { Section } from './Section';
import * as styles from './Home.module.css';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

/** The marketing claims of SPEC 1, from the site settings. */
export function Claims({ claims }: { claims: HomeClaims }) {
  const items = [
    { icon: icon('M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5M12 20c0-3 1.8-5 4-5 3.3 0 6 2 6 5'), title: `Groups of ${claims.max_group_size} at most`, text: 'Small enough to get off the beaten track, big enough for good company.' },
    { icon: icon('M3 20l6-10 4 6 3-4 5 8zM17 4l1 2 2 1-2 1-1 2-1-2-2-1 2-1z'), title: `Over ${claims.optional_activities} optional activities`, text: 'Bungy, heli-hikes, kayaking, wine and whales: add only what you love.' },
    { icon: icon('M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'), title: `${claims.lifetime_deposit_nzd} dollar lifetime deposit`, text: 'Your deposit stays yours if you move to another date or tour.' },
    { icon: icon('M4 4v6h6M20 20v-6h-6M5 15a8 8 0 0 0 14 2M19 9A8 8 0 0 0 5 7'), title: `Free swap up to ${claims.free_swap_days} days`, text: `Change your tour or dates free of charge up to ${claims.free_swap_days} days before you start.` },
    { icon: icon('M12 8v4l3 2M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z'), title: `${claims.years_operating} years on the road`, text: 'Local guides and a team who have shown New Zealand to travellers since the start.' },
    ...(claims.b_corp ? [{ icon: icon('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4'), title: 'Certified B Corp', text: 'Verified social and environmental standards, in every itinerary we run.' }] : []),
  ];
  return (
    <Section id="why-us" tone="sand" eyebrow="Why travel with us" title="Small groups, big days, no fine print" intro={<p>Everything you need to know is in our <Link to="/booking-conditions/">booking conditions</Link>: short, plain and fair.</p>}>
      <ul className={styles.claims}>
        {items.map((item) => (
          <li key={item.title} className={styles.claim}>
            <span className={styles.claimIcon}>{item.icon}</span>
            <h3 className={styles.claimTitle}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
