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
import { SIGNED_IN_FLAG, SIGN_IN_FIRST_ID } from '../../../contract/site-serving';

/** The same address RequireSignIn sends to: sign-in, returning to this page. A visitor who stays is flagged for the page's preloads (post-build.ts). */
export const signInFirstScript = () =>
  `try{if(!localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))` +
  `location.replace(${JSON.stringify(`${SIGN_IN_PATH}?return=`)}+encodeURIComponent(location.pathname));else window.${SIGNED_IN_FLAG}=1}catch(e){}`;

export function SignInFirst() {
  return <script id={SIGN_IN_FIRST_ID} dangerouslySetInnerHTML={{ __html: signInFirstScript() }} />;
}
