import React from 'react';
import { Link } from 'gatsby';
import { reviewsApi } from '../../features/reviews/reviews-api';
import { StarRating } from '../ui/StarRating';
import { SocialIcon } from './SocialIcon';
import { useLayoutData } from './useLayoutData';
import { formatNumber } from '../../../contract/money';
import { StaticContent } from '../ui/StaticContent';
import { useNearViewport } from '../../lib/use-near-viewport';
import * as styles from './Footer.module.css';

const ABOUT_LINKS = [
  { label: 'About us', href: '/about-us/' },
  { label: 'Our trips', href: '/about-us/our-trips/' },
  { label: 'Our people', href: '/about-us/our-people/' },
  { label: 'Reviews', href: '/about-us/reviews/' },
  { label: 'Awards', href: '/about-us/our-awards/' },
  { label: 'FAQs', href: '/about-us/faqs/' },
  { label: 'Booking conditions', href: '/booking-conditions/' },
  { label: 'Contact us', href: '/contact-us/' },
];

/**
 * The aggregate rating of every tour (SPEC 2.1, 8): 0 reviews and 5 stars when the call fails.
 * Fetched when the footer nears the screen, not while the page becomes interactive; shown at
 * once when the page has already loaded it (the home page's reviews banner does).
 */
export function FooterRating() {
  const [ref, near] = useNearViewport<HTMLSpanElement>();
  const summary = reviewsApi.endpoints.getAllReviewsSummary;
  summary.useQuerySubscription(undefined, { skip: !near });
  const { data } = summary.useQueryState(undefined);
  const { count, rating } = data ?? { count: 0, rating: 5 };
  return (
    <Link to="/about-us/reviews/" className={styles.rating}>
      <StarRating rating={rating} size={20} />
      <span ref={ref}>
        <strong>{rating.toFixed(1)}</strong> out of 5 from <strong>{formatNumber(count)}</strong> {count === 1 ? 'review' : 'reviews'}
      </span>
    </Link>
  );
}

/**
 * SPEC 5: the newsletter block only checks browser validity (a required email); the button
 * then opens the external subscribe page in a new tab.
 */
function Newsletter({ subscribeUrl }: { subscribeUrl: string }) {
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    const email = new FormData(event.currentTarget).get('email');
    const url = new URL(subscribeUrl);
    if (typeof email === 'string' && email) url.searchParams.set('EMAIL', email);
    window.open(url.toString(), '_blank', 'noopener,noreferrer');
  };
  // POST: a submit made before the page is interactive must not put the visitor's details in the URL.
  return (
    <form method="post" className={styles.newsletter} onSubmit={onSubmit} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.newsletterTitle}>
        Travel inspiration in your inbox
      </h2>
      <p className={styles.newsletterText}>New tours, deals and stories from the road, about once a month.</p>
      <div className={styles.newsletterRow}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input id="newsletter-email" name="email" type="email" required placeholder="Your email address" autoComplete="email" className={styles.input} />
        <button type="submit" className="button">
          Subscribe
          <span className="visually-hidden"> (opens in a new tab)</span>
        </button>
      </div>
    </form>
  );
}

/** The site footer (SPEC 2.1). */
export function Footer() {
  const { siteSettings: s, allTourCategory, allDestination } = useLayoutData();
  const destinations = ['North Island', 'South Island'].flatMap((island) => allDestination.nodes.filter((d) => d.destination_category === island).slice(0, 4));
  const scrollToTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // The keyboard goes back to the top too: the page's first stop (the skip link), so the next Tab is the header.
    const top = document.querySelector<HTMLElement>('.skip-link') ?? document.getElementById('main');
    top?.focus({ preventScroll: true });
  };
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <StaticContent>
          <p className={styles.brand}>{s.brand_name}</p>
          <p className={styles.tagline}>{s.tagline}</p>
          <ul className={styles.contactList}>
            <li>
              <a href={s.phone_href}>{s.phone}</a>
            </li>
            <li>
              <a href={`mailto:${s.email}`}>{s.email}</a>
            </li>
          </ul>
          <address className={styles.address}>
            {s.address_lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <div className={styles.buttons}>
            <Link to="/tours/" className="button">
              View Tours
            </Link>
            <Link to="/destinations/" className="button button--light">
              View Destinations
            </Link>
            <Link to="/activities/" className="button button--light">
              View Activities
            </Link>
          </div>
        </StaticContent>
        <Newsletter subscribeUrl={s.newsletter_subscribe_url} />
      </div>

      <StaticContent as="nav" aria-label="Footer" className={`container ${styles.columns}`}>
        <div>
          <h2 className={styles.heading}>Tour types</h2>
          <ul>
            {allTourCategory.nodes.map((c) => (
              <li key={c.absolute_slug}>
                <Link to={c.absolute_slug}>{c.full_name}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Best tours</h2>
          <ul>
            {s.best_tours.map((t) => (
              <li key={t.absolute_slug}>
                <Link to={t.absolute_slug}>{t.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/tours/">All tours</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Destinations</h2>
          <ul>
            {destinations.map((d) => (
              <li key={d.absolute_slug}>
                <Link to={d.absolute_slug}>{d.name}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>About us</h2>
          <ul>
            {ABOUT_LINKS.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Sister brands</h2>
          <ul>
            <li>
              <a href={s.sister_brand_url} target="_blank" rel="noopener noreferrer">
                {s.sister_brand_name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <span className={styles.note}>Self-guided New Zealand road trips</span>
            </li>
          </ul>
        </div>
      </StaticContent>

      <div className={`container ${styles.bottom}`}>
        <FooterRating />
        <ul className={styles.social}>
          {s.social_links.map((link) => (
            <li key={link.url}>
              <a href={link.url} aria-label={link.label} target="_blank" rel="noopener noreferrer">
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.toTop} onClick={scrollToTop}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 15l6-6 6 6" />
          </svg>
          Back to top
        </button>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          Copyright © {new Date().getFullYear()} {s.brand_name}
        </p>
        <ul>
          <li>
            <Link to="/privacy/">Privacy</Link>
          </li>
          <li>
            <Link to="/terms/">Terms</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
