/**
 * "Continue with Google" (SPEC 4.2 social sign-in). Rendered only when GATSBY_GOOGLE_CLIENT_ID
 * is set: only then is Google Identity Services' script loaded (the CSP allows it only then).
 * Its credential (an ID token) goes to `users/social_sign_in`.
 */
import React, { useEffect, useRef } from 'react';
import { siteConfig } from '../../lib/site-config';
import * as styles from './Account.module.css';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup' }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let loading: Promise<void> | null = null;
function loadScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function GoogleSignIn({ onCredential, text = 'continue_with' }: { onCredential: (idToken: string) => void; text?: 'signin_with' | 'signup_with' | 'continue_with' }) {
  const slot = useRef<HTMLDivElement>(null);
  // The latest handler, so Google's one-time callback never calls a stale one.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!siteConfig.googleClientId) return;
    let cancelled = false;
    loadScript()
      .then(() => {
        const id = window.google?.accounts?.id;
        if (cancelled || !id || !slot.current) return;
        id.initialize({
          client_id: siteConfig.googleClientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) handler.current(response.credential);
          },
        });
        id.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', text, shape: 'pill', width: 300 });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [text]);

  if (!siteConfig.googleClientId) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      <div ref={slot} className={styles.googleSlot} />
    </div>
  );
}
