/**
 * The captcha every lead form uses (SPEC 4.5, 5, 8; ARCHITECTURE "external services"):
 * - default: the self-hosted proof-of-work. The challenge is fetched and solved in a worker
 *   when the visitor begins the form (first focus, input or press inside it: spread `triggers`
 *   on the form), not when the page loads, so a visitor who only reads spends nothing and the
 *   answer is usually ready by the time they press Send; a submit waits for it otherwise.
 * - with GATSBY_RECAPTCHA_SITE_KEY: invisible reCAPTCHA, executed when the form is sent.
 * `getToken()` resolves to the value for the lead's `captcha` field, or null when the check
 * failed (the status then says so and offers a retry). A token is accepted once by the API, so
 * a form calls `renew()` after a submit that did not lead away.
 */
import React, { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type ReCAPTCHAType from 'react-google-recaptcha';
import { request } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { isHydratingFirstPage } from '../../lib/first-hydration';
import { changedFormValues } from '../../lib/pre-script';
import { altchaPayload, solveAltcha, type AltchaChallenge, type AltchaSolution } from './altcha';
import { claimRecaptcha, recaptchaExecutionError, recaptchaScriptReady, releaseRecaptcha, RECAPTCHA_POLL_MS } from './recaptcha';
import * as styles from './Forms.module.css';

export type CaptchaStatus = 'idle' | 'verifying' | 'verified' | 'failed';

export interface Captcha {
  mode: 'altcha' | 'recaptcha';
  status: CaptchaStatus;
  error: string;
  getToken: () => Promise<string | null>;
  /** Starts solving if nothing is solved or solving yet (the form was begun). */
  begin: () => void;
  /**
   * Props for the <form>: the first focus, input or pointer press inside it calls begin(), and so
   * does a form the visitor began before the scripts arrived (found so when it mounts).
   */
  triggers: Pick<React.FormHTMLAttributes<HTMLFormElement>, 'onFocus' | 'onInput' | 'onPointerDown'> & { ref?: React.RefCallback<HTMLFormElement> };
  retry: () => void;
  renew: () => void;
  /** The reCAPTCHA widget (nothing in the default mode); render it inside the form. */
  widget: React.ReactNode;
}

export const CAPTCHA_FAILED = 'We could not verify that you are human.';
/** Renew a solved challenge this long before the API would refuse it as expired. */
const EXPIRY_MARGIN_S = 30;

/**
 * A server-rendered form the visitor focused, typed in or ticked before the page's scripts ran
 * (the pre-script path): it is begun, though no event will say so. Only while the first page
 * hydrates; a form mounted later starts clean.
 */
function begunBeforeScripts(form: HTMLFormElement): boolean {
  if (!isHydratingFirstPage()) return false;
  if (form.contains(document.activeElement) || Object.keys(changedFormValues(form)).length > 0) return true;
  return Array.from(form.elements).some((el) => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.checked !== el.defaultChecked);
}

const noop = () => undefined;
const NO_TRIGGERS = {};

const ReCAPTCHA = lazy(() => import('react-google-recaptcha'));

/**
 * The proof of work in a Web Worker where the browser has them (the page stays responsive and
 * its scripts' long tasks stay short); on the main thread, in small batches, where it has not.
 */
async function solveOffMainThread(challenge: AltchaChallenge, signal: AbortSignal): Promise<AltchaSolution | null> {
  if (typeof Worker !== 'undefined') {
    try {
      const { solveInWorker } = await import('./altcha-worker');
      return await solveInWorker(challenge, signal);
    } catch {
      if (signal.aborted) return null;
      // A worker that cannot start (an old browser, a blocked file): solved here instead.
    }
  }
  return solveAltcha(challenge, { signal });
}

function useAltcha(enabled: boolean): Captcha {
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const [error, setError] = useState('');
  const token = useRef<{ value: string; expiresAt?: number } | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback((): Promise<string | null> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    token.current = null;
    setStatus('verifying');
    setError('');
    const run = (async () => {
      const result = await request<AltchaChallenge>('captcha/challenge', { signal: abort.signal });
      if (!result.success || !result.data?.parameters) throw new Error('no challenge');
      const solution = await solveOffMainThread(result.data, abort.signal);
      if (!solution) throw new Error('not solved');
      return { value: altchaPayload(result.data, solution), expiresAt: result.data.parameters.expiresAt };
    })().then(
      (solved) => {
        if (abort.signal.aborted) return null;
        token.current = solved;
        setStatus('verified');
        return solved.value;
      },
      () => {
        if (abort.signal.aborted) return null;
        setStatus('failed');
        setError(CAPTCHA_FAILED);
        return null;
      },
    );
    pending.current = run;
    return run;
  }, []);

  // Nothing starts on mount (begin() does); a solve still running when the form goes is stopped.
  useEffect(() => () => controller.current?.abort(), []);

  const begin = useCallback(() => {
    if (enabled && pending.current === null) void start();
  }, [enabled, start]);
  const triggers = useMemo(
    () => ({
      onFocus: begin,
      onInput: begin,
      onPointerDown: begin,
      ref: (form: HTMLFormElement | null) => {
        if (form && begunBeforeScripts(form)) begin();
      },
    }),
    [begin],
  );

  const getToken = useCallback(async () => {
    const fresh = (t: typeof token.current) => t && (!t.expiresAt || t.expiresAt - EXPIRY_MARGIN_S > Date.now() / 1000);
    if (!fresh(token.current)) {
      // Still solving: wait for it; expired or failed: solve again now.
      const waited = token.current === null && pending.current ? await pending.current : null;
      if (!waited || !fresh(token.current)) await start();
    }
    const value = fresh(token.current) ? token.current!.value : null;
    token.current = null; // spent: the API accepts a solved challenge once
    return value;
  }, [start]);

  const renew = useCallback(() => void start(), [start]);
  return { mode: 'altcha', status, error, getToken, begin, triggers, retry: renew, renew, widget: null };
}

function useRecaptcha(enabled: boolean, siteKey: string): Captcha {
  const id = useId();
  const ref = useRef<ReCAPTCHAType | null>(null);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const [error, setError] = useState('');

  // SPEC 8 'already rendered': one widget per form; a refusal is reported when the form is sent.
  const claimRefused = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    claimRefused.current = claimRecaptcha(id);
    if (claimRefused.current) return undefined;
    return () => releaseRecaptcha(id);
  }, [enabled, id]);

  // SPEC 7, 9: the provider script is polled for readiness every 500 ms.
  useEffect(() => {
    if (!enabled || ready) return undefined;
    const timer = setInterval(() => {
      if (recaptchaScriptReady()) setReady(true);
    }, RECAPTCHA_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, ready]);

  const getToken = useCallback(async () => {
    const widget = ref.current;
    const refused = claimRefused.current ?? recaptchaExecutionError({ size: 'invisible', scriptReady: ready, widgetId: widget?.getWidgetId() });
    if (refused || !widget) {
      setStatus('failed');
      setError(refused ?? CAPTCHA_FAILED);
      return null;
    }
    setStatus('verifying');
    setError('');
    try {
      const value = await widget.executeAsync();
      widget.reset();
      if (!value) throw new Error('no token');
      setStatus('verified');
      return value;
    } catch {
      setStatus('failed');
      setError(CAPTCHA_FAILED);
      return null;
    }
  }, [ready]);

  const renew = useCallback(() => {
    setStatus('idle');
    setError('');
  }, []);

  const widget = enabled ? (
    <Suspense fallback={null}>
      <ReCAPTCHA ref={ref} sitekey={siteKey} size="invisible" badge="inline" />
    </Suspense>
  ) : null;
  // Invisible reCAPTCHA runs when the form is sent: beginning the form starts nothing.
  return { mode: 'recaptcha', status, error, getToken, begin: noop, triggers: NO_TRIGGERS, retry: renew, renew, widget };
}

/** The captcha for one form: reCAPTCHA when a site key is configured, otherwise proof-of-work. */
export function useCaptcha(siteKey: string = siteConfig.recaptchaSiteKey): Captcha {
  const altcha = useAltcha(!siteKey);
  const recaptcha = useRecaptcha(Boolean(siteKey), siteKey);
  return siteKey ? recaptcha : altcha;
}

/** The accessible status line: verifying, verified, or failed with a retry button. */
export function CaptchaStatusLine({ captcha }: { captcha: Captcha }) {
  const { status, error, mode } = captcha;
  const text = useMemo(() => {
    if (status === 'verifying') return 'Verifying you are human…';
    if (status === 'verified') return 'Verified: you are human.';
    if (status === 'failed') return error || CAPTCHA_FAILED;
    return '';
  }, [status, error]);
  // reCAPTCHA shows its own badge; until it runs there is nothing to say.
  if (mode === 'recaptcha' && status === 'idle') return <div role="status" className={styles.captcha} />;
  return (
    <div className={`${styles.captcha} ${status === 'failed' ? styles.captchaFailed : ''}`}>
      <p role="status" className={styles.captchaText} data-state={status}>
        <span aria-hidden="true" className={styles.captchaIcon} data-state={status} />
        {text}
      </p>
      {status === 'failed' && (
        <button type="button" className={styles.linkButton} onClick={captcha.retry}>
          Try again
        </button>
      )}
    </div>
  );
}
