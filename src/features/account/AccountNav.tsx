import React from 'react';
import { Link } from 'gatsby';
import { EDIT_ACCOUNT_PATH, FAVOURITES_PATH, USER_HOME } from './account';
import * as styles from './Account.module.css';

const LINKS = [
  { to: USER_HOME, label: 'My tours' },
  { to: FAVOURITES_PATH, label: 'My favourites' },
  { to: EDIT_ACCOUNT_PATH, label: 'Edit Account' },
];

/** The signed-in pages of the account, as tabs under the page heading (SPEC 2.1 signed-in menu). */
export function AccountNav({ current }: { current: string }) {
  return (
    <nav aria-label="Account" className={styles.accountNav}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={current === link.to ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Heading block of the signed-in account pages: a greeting, the page title and the tabs. */
export function AccountHeading({ title, firstName, current }: { title: string; firstName?: string; current: string }) {
  return (
    <div className={styles.accountHeading}>
      <p className={styles.greeting}>{firstName ? `Kia ora, ${firstName}` : 'Your account'}</p>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {title}
      </h1>
      <AccountNav current={current} />
    </div>
  );
}

/**
 * A signed-in page as it stands while the stored session is read: its heading, tabs and section
 * title, with the loading line its content shows until the API answers. Served in the page's
 * HTML, so the page is painted before its scripts run and nothing moves when they do.
 */
export function AccountFrame({ title, current, section, loading }: { title: string; current: string; section?: string; loading: string }) {
  return (
    <div className={`container ${styles.accountPage}`}>
      <AccountHeading title={title} current={current} />
      <section className={styles.section} aria-label={section ? undefined : title}>
        {section && <h2 className={styles.sectionTitle}>{section}</h2>}
        <p aria-busy="true">{loading}</p>
      </section>
    </div>
  );
}
