/**
 * The session (SPEC 3 "User"): token and email (stored locally so a reload keeps the
 * customer signed in), is_admin, and the loaded user details.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCookieString } from '../../../contract/signed-in-pages';

export interface Session {
  token: string;
  email: string;
  is_admin: boolean;
}

export interface SessionState {
  authenticated: boolean;
  session: Session | null;
  /** Set once the stored session has been read in the browser. */
  restored: boolean;
}

export const SESSION_STORAGE_KEY = 'kea-trails-session';

const initialState: SessionState = { authenticated: false, session: null, restored: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<Session>) {
      state.session = action.payload;
      state.authenticated = true;
      state.restored = true;
    },
    sessionEnded(state) {
      state.session = null;
      state.authenticated = false;
      state.restored = true;
    },
    sessionRestored(state, action: PayloadAction<Session | null>) {
      state.session = action.payload;
      state.authenticated = action.payload !== null;
      state.restored = true;
    },
  },
});

export const { sessionStarted, sessionEnded, sessionRestored } = sessionSlice.actions;

export function readStoredSession(storage: Storage | undefined): Session | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.token !== 'string' || typeof parsed.email !== 'string') return null;
    return { token: parsed.token, email: parsed.email, is_admin: parsed.is_admin === true };
  } catch {
    return null;
  }
}

export function writeStoredSession(storage: Storage | undefined, session: Session | null) {
  try {
    if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session simply lasts for this page.
  }
}

/**
 * The session mirrored into a cookie, which page requests carry: the server draws the signed-in
 * pages with their data for it (contract/signed-in-pages.ts). Removed when the session ends.
 */
export function writeSessionCookie(doc: Document | undefined, session: Session | null) {
  try {
    if (doc) doc.cookie = sessionCookieString(session, doc.location?.protocol === 'https:');
  } catch {
    // Cookies disabled: the pages are drawn in the browser, as without a session cookie.
  }
}
