/** The head of every account page: its title and description, and sign-in first where needed. */
import React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../../components/layout/Seo';
import { accountPageKey } from '../../lib/page-keys';
import { accountDescription, accountRoute, accountTitle } from './account';
import { SignInFirst } from './SignInFirst';
import { EarlyReads } from './EarlyReads';

/** Sign-in and sign-up may be found by search engines; every other account page stays out. */
const INDEXABLE = new Set(['sign-in', 'sign-up']);
/** The pages behind RequireSignIn (AccountApp). */
const SIGNED_IN_ONLY = new Set(['home', 'favourites']);

export const AccountHead: HeadFC = ({ location }) => (
  <Seo
    title={accountTitle(location.pathname)}
    description={accountDescription(location.pathname)}
    path={location.pathname}
    pageKey={accountPageKey(location.pathname)}
    noIndex={!INDEXABLE.has(accountRoute(location.pathname))}
  >
    {SIGNED_IN_ONLY.has(accountRoute(location.pathname)) && (
      <>
        <SignInFirst />
        <EarlyReads />
      </>
    )}
  </Seo>
);
