import React from 'react';
import { Link } from 'gatsby';
import * as styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>
          <Link to="/privacy/">Privacy</Link> · <Link to="/terms/">Terms</Link>
        </p>
        <p>© {new Date().getFullYear()} Kea Trails</p>
      </div>
    </footer>
  );
}
