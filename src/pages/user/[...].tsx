import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { AccountApp, accountDescription, accountTitle } from '../../features/account/AccountApp';
import { accountRoute } from '../../features/account/account';
import { Seo } from '../../components/layout/Seo';
import { accountPageKey } from '../../lib/page-keys';
import { SignInFirst } from '../../features/account/SignInFirst';

/** Client-only account area: /user/* (SPEC 2.4). */
export default function UserPages(props: PageProps) {
  return <AccountApp location={props.location} />;
}

/** Sign-in and sign-up may be found by search engines; every other account page stays out. */
const INDEXABLE = new Set(['sign-in', 'sign-up']);
/** The pages behind RequireSignIn (AccountApp). */
const SIGNED_IN_ONLY = new Set(['home', 'favourites']);

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={accountTitle(location.pathname)}
    description={accountDescription(location.pathname)}
    path={location.pathname}
    pageKey={accountPageKey(location.pathname)}
    noIndex={!INDEXABLE.has(accountRoute(location.pathname))}
  >
    {SIGNED_IN_ONLY.has(accountRoute(location.pathname)) && <SignInFirst />}
  </Seo>
);
