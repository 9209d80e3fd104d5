/**
 * reCAPTCHA (used when GATSBY_RECAPTCHA_SITE_KEY is set): the provider script is loaded by
 * react-google-recaptcha and polled for readiness every 500 ms (SPEC 7, 9); executing it
 * before it can run gives one of SPEC 8's captcha errors.
 */
export const RECAPTCHA_POLL_MS = 500;

export const RECAPTCHA_ERRORS = {
  alreadyRendered: 'This reCAPTCHA has already been rendered.',
  notReady: 'The reCAPTCHA is not ready yet. Please wait a moment and try again.',
  notRendered: 'The reCAPTCHA has not been rendered yet. Please wait a moment and try again.',
  invisibleOnly: 'Manual execution is only available for the invisible reCAPTCHA size.',
} as const;

export type RecaptchaSize = 'invisible' | 'normal' | 'compact';

interface Grecaptcha {
  render?: unknown;
  execute?: unknown;
}

/** True once Google's script has defined `grecaptcha.render` (what the poll waits for). */
export function recaptchaScriptReady(win: unknown = typeof window === 'undefined' ? undefined : window): boolean {
  const g = (win as { grecaptcha?: Grecaptcha } | undefined)?.grecaptcha;
  return Boolean(g && typeof g.render === 'function');
}

/** Why a manual execution cannot run now, or null when it can. */
export function recaptchaExecutionError(state: { size: RecaptchaSize; scriptReady: boolean; widgetId: number | null | undefined }): string | null {
  if (state.size !== 'invisible') return RECAPTCHA_ERRORS.invisibleOnly;
  if (!state.scriptReady) return RECAPTCHA_ERRORS.notReady;
  if (state.widgetId === null || state.widgetId === undefined) return RECAPTCHA_ERRORS.notRendered;
  return null;
}

/**
 * One widget per form: a second widget claiming the same form id would make Google's render
 * call throw, so it is refused up front with SPEC 8's 'already rendered' error.
 */
const renderedIds = new Set<string>();
export function claimRecaptcha(id: string): string | null {
  if (renderedIds.has(id)) return RECAPTCHA_ERRORS.alreadyRendered;
  renderedIds.add(id);
  return null;
}
export function releaseRecaptcha(id: string): void {
  renderedIds.delete(id);
}
