/**
 * A page that needs a signed-in visitor sends one who has no stored session to sign in before
 * the page paints: an inline script in its head, so a signed-out visitor does not wait for the
 * page's scripts to download and hydrate only to be sent on (measured: /user/ signed out painted
 * its largest content 3.3–4.3 s into a mobile load). RequireSignIn still decides after hydration,
 * and on client-side navigations, where a head script does not run.
 */
import React from 'react';
import { SESSION_STORAGE_KEY } from './session-slice';
import { SIGN_IN_PATH } from './account';

/** The same address RequireSignIn sends to: sign-in, returning to this page. */
export const signInFirstScript = () =>
  `try{if(!localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))` +
  `location.replace(${JSON.stringify(`${SIGN_IN_PATH}?return=`)}+encodeURIComponent(location.pathname))}catch(e){}`;

export function SignInFirst() {
  return <script dangerouslySetInnerHTML={{ __html: signInFirstScript() }} />;
}
