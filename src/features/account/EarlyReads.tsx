/**
 * The head script that starts a signed-in page's first reads (src/lib/early-requests.ts says
 * which and why). On the booking pages, the account pages behind sign-in and the staff area.
 */
import React from 'react';
import { SESSION_STORAGE_KEY } from './session-slice';
import { apiBaseUrl } from '../../lib/site-config';
import { PAGE_SEED_ID } from '../../../contract/signed-in-pages';

/**
 * Set on the document by the head script when a session is stored: a pre-rendered page meant for
 * visitors (the booking link's sign-in card) hides what a signed-in visitor is about to leave.
 */
export const SIGNED_IN_MARK = 'data-signed-in';

/**
 * The head script (ES5: it runs before any polyfill). A failed read resolves to null, so nothing
 * is left rejected and the page's own call goes to the network.
 */
export const earlyReadsScript = () =>
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})||'null');` +
  `if(s&&typeof s.token=='string'&&typeof s.email=='string'){document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_MARK)},'');` +
  `var p=location.pathname,id=new URLSearchParams(location.search).get('bookingId'),r=['users/me'];` +
  `if(/^\\/bookings\\/receipt\\/?$/.test(p)){if(id&&/^\\d{1,9}$/.test(id))r.push('bookings/bookings/'+id)}` +
  `else if(/^\\/bookings\\//.test(p)&&!/^\\/bookings\\/extra-details/.test(p)&&!s.is_admin){r.push('bookings/bookings');if(id&&/^\\d{1,9}$/.test(id))r.push('bookings/bookings/'+id)}` +
  `else if(/^\\/user\\/?$/.test(p))r.push('bookings/bookings');` +
  `else if(/^\\/staff\\/?$/.test(p)&&s.is_admin===true)r.push('staff/dashboard');` +
  // A page the server drew with its data (contract/signed-in-pages.ts) has nothing to read early.
  `if(document.getElementById(${JSON.stringify(PAGE_SEED_ID)}))r=[];` +
  `var e=window.__keaEarly={};r.forEach(function(path){e[path]={token:s.token,at:Date.now(),answer:fetch(${JSON.stringify(apiBaseUrl())}+path,` +
  `{headers:{Accept:'application/json',token:s.token,email:s.email},credentials:'omit'})` +
  `.then(function(a){return a.text().then(function(t){return{status:a.status,ok:a.ok,text:t}})})['catch'](function(){return null})}})}}catch(x){}`;

export function EarlyReads() {
  return <script dangerouslySetInnerHTML={{ __html: earlyReadsScript() }} />;
}
